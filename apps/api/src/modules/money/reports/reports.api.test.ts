import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { invoicesApi, invoicesOpsApi } from '@cabinet/contracts/invoices';
import { balanceApi } from '@cabinet/contracts/money';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { reportsApi } from '@cabinet/contracts/reports';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { accountIdOf, credit, fundedSeller, signInOperator } from '../../../../test/money.ts';
import { A4_PAGE_SIZE, readPdf } from '../../../../test/pdf.ts';
import { providerAccount, sellerAccount } from '../ledger/ledger.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-02-20T09:00:00Z'));
  op = await signInOperator(t);
});
afterAll(() => t.close());

const payments = (token: string, payload: Record<string, unknown>) => t.call(reportsApi.payments, { token, payload });
const get = (token: string, e: EndpointDefinition, query: Record<string, unknown> = {}) => t.call(e, { token, query });
const ledger = () => t.app.services.money.ledger;

async function issueAndPay(token: string, accountId: number, unitPrice: string) {
  const due = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
  const issued = await t.call(invoicesOpsApi.issue, {
    token: op,
    body: {
      account_id: accountId,
      title: 'Services',
      lines: [{ description: 'Storage', quantity: 1, unit_price: unitPrice }],
      due_date: due,
    },
  });
  const { id } = issued.json<{ id: number }>();
  const paid = await t.call(invoicesApi.pay, { params: { id }, token });
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.body}`);
  return paid.json<{ invoice: { journal_id: number } }>().invoice.journal_id;
}

describe('POST /payments', () => {
  it('pages incoming payments five at a time by default (§9)', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    for (let i = 2; i <= 7; i += 1) await credit(t, op, seller.accountId, `${i}.00`);
    const first = await payments(seller.token, { payment_type: 'incoming' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, on_page: 5, total: 7, next_page: 2 });
    expect(first.json().payments.map((p: { amount: { amount: string } }) => p.amount.amount)).toEqual([
      '7.00',
      '6.00',
      '5.00',
      '4.00',
      '3.00',
    ]);
    const second = await payments(seller.token, { payment_type: 'incoming', page: 2 });
    expect(second.json()).toMatchObject({ page: 2, on_page: 5, total: 7, next_page: null });
    expect(second.json().payments).toHaveLength(2);
    const wide = await payments(seller.token, { payment_type: 'incoming', page: 1, on_page: 10 });
    expect(wide.json().payments).toHaveLength(7);
  });

  it('tells incoming from sent; moves between the seller’s own balances are not payments', async () => {
    const seller = await fundedSeller(t, '100.00', op);
    await issueAndPay(seller.token, seller.accountId, '12.34');
    const debit = await t.call(moneyOpsApi.adjust, {
      params: { id: seller.accountId },
      token: op,
      body: { direction: 'debit', amount: '0.66', reason: 'courier fee' },
    });
    expect(debit.statusCode).toBe(201);
    // A withdrawal: put on hold (not a payment), then paid out (sent); another held and released (not a payment).
    await ledger().transaction(async (tx) => {
      const paidOut = await ledger().hold(tx, {
        accountId: seller.accountId,
        amount: 2000,
        purpose: 'withdrawal',
        kind: 'withdrawal',
      });
      await ledger().capture(tx, paidOut, providerAccount('payouts', 'card'));
      const returned = await ledger().hold(tx, {
        accountId: seller.accountId,
        amount: 500,
        purpose: 'withdrawal',
        kind: 'withdrawal',
      });
      await ledger().release(tx, returned);
    });

    const sent = await payments(seller.token, { payment_type: 'sent', page: 1, on_page: 5 });
    expect(sent.json()).toMatchObject({ total: 3 });
    expect(sent.json().payments).toEqual([
      expect.objectContaining({
        kind: 'withdrawal',
        type: 'sent',
        amount: { amount: '20.00', currency: 'USD', currency_sign_pre: true },
      }),
      expect.objectContaining({
        kind: 'operator_debit',
        type: 'sent',
        amount: expect.objectContaining({ amount: '0.66' }),
        description: 'courier fee',
      }),
      expect.objectContaining({
        kind: 'invoice_payment',
        type: 'sent',
        amount: expect.objectContaining({ amount: '12.34' }),
      }),
    ]);
    const incoming = await payments(seller.token, { payment_type: 'incoming' });
    expect(incoming.json()).toMatchObject({
      total: 1,
      payments: [{ kind: 'operator_credit', type: 'incoming', amount: { amount: '100.00' } }],
    });
  });

  it('counts a transfer for both sides and a reversal in the seller’s favour as incoming', async () => {
    const payer = await fundedSeller(t, '10.00', op);
    const payee = await registerSeller(t);
    const payeeId = await accountIdOf(t, payee.token);
    await ledger().transaction((tx) =>
      ledger().post(tx, {
        accountId: payer.accountId,
        kind: 'transfer',
        description: 'for samples',
        lines: [
          { account: sellerAccount(payer.accountId, 'available'), amount: -250 },
          { account: sellerAccount(payeeId, 'available'), amount: 250 },
        ],
      }),
    );
    const journalId = await issueAndPay(payer.token, payer.accountId, '1.00');
    await t.call(moneyOpsApi.reverse, { params: { id: journalId }, token: op });

    const got = await payments(payee.token, { payment_type: 'incoming' });
    expect(got.json().payments).toEqual([
      expect.objectContaining({ kind: 'transfer', amount: expect.objectContaining({ amount: '2.50' }) }),
    ]);
    const sent = await payments(payer.token, { payment_type: 'sent' });
    expect(sent.json().payments.map((p: { kind: string }) => p.kind)).toEqual(['invoice_payment', 'transfer']);
    const back = await payments(payer.token, { payment_type: 'incoming' });
    expect(back.json().payments.map((p: { kind: string }) => p.kind)).toEqual(['reversal', 'operator_credit']);
  });

  it('shows nothing of one seller to another', async () => {
    await fundedSeller(t, '5.00', op);
    const stranger = await registerSeller(t);
    expect((await payments(stranger.token, { payment_type: 'incoming' })).json()).toMatchObject({
      total: 0,
      payments: [],
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no payment_type', { page: 1 }, 'payment_type'],
    ['an unknown payment_type', { payment_type: 'all' }, 'payment_type'],
    ['page 0', { payment_type: 'sent', page: 0 }, 'page'],
    ['on_page 0', { payment_type: 'sent', on_page: 0 }, 'on_page'],
    ['on_page 101', { payment_type: 'sent', on_page: 101 }, 'on_page'],
    ['a page as text', { payment_type: 'sent', page: 'two' }, 'page'],
    ['an unknown field', { payment_type: 'sent', sort: 'amount' }, 'sort'],
  ])('refuses %s with 400', async (_, payload, field) => {
    const { token } = await registerSeller(t);
    const res = await payments(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
  });

  it('needs a session', async () => {
    expect((await t.call(reportsApi.payments, { body: { payment_type: 'sent' } })).statusCode).toBe(401);
  });
});

describe('reports over a timeline', () => {
  let seller: { token: string; accountId: number };
  let stranger: string;
  /** Moves the clock and uses every session, so that none idles out over the weeks the timeline spans. */
  const at = async (iso: string) => {
    t.clock.set(new Date(iso));
    for (const token of [seller?.token, stranger].filter(Boolean)) await get(token!, balanceApi.get);
    await get(op, moneyOpsApi.accounts, { on_page: 1 });
  };

  beforeAll(async () => {
    await at('2026-02-27T12:00:00Z');
    seller = await fundedSeller(t, '10.00', op);
    stranger = (await registerSeller(t)).token;
    await at('2026-03-02T00:00:00Z');
    await credit(t, op, seller.accountId, '0.10');
    await at('2026-03-02T23:59:59Z');
    await credit(t, op, seller.accountId, '0.20');
    await at('2026-03-03T08:00:00Z');
    const invoiceJournal = await issueAndPay(seller.token, seller.accountId, '5.00');
    await at('2026-03-10T08:00:00Z');
    await ledger().transaction(async (tx) => {
      const hold = await ledger().hold(tx, {
        accountId: seller.accountId,
        amount: 100,
        purpose: 'withdrawal',
        kind: 'withdrawal',
      });
      await ledger().post(tx, {
        accountId: seller.accountId,
        kind: 'withdrawal_fee',
        lines: [
          { account: sellerAccount(seller.accountId, 'available'), amount: -7 },
          { account: providerAccount('revenue', 'fees'), amount: 7 },
        ],
      });
      // Still on hold at the end of March: part of the closing balance, not a payment.
      void hold;
      const paid = await ledger().hold(tx, {
        accountId: seller.accountId,
        amount: 200,
        purpose: 'withdrawal',
        kind: 'withdrawal',
      });
      await ledger().capture(tx, paid, providerAccount('payouts', 'card'));
    });
    await at('2026-03-20T08:00:00Z');
    await t.call(moneyOpsApi.reverse, { params: { id: invoiceJournal }, token: op });
    await at('2026-04-01T00:00:00Z');
    await credit(t, op, seller.accountId, '1.01');
    await at('2026-04-15T10:00:00Z');
  });

  describe('GET /money/reports/incoming-payments', () => {
    it('sums a month by day and by kind, exactly', async () => {
      const res = await get(seller.token, reportsApi.incoming, { date_from: '2026-03-01', date_to: '2026-03-31' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        date_from: '2026-03-01',
        date_to: '2026-03-31',
        group: 'day',
        count: 3,
        total: { amount: '5.30', currency: 'USD', currency_sign_pre: true },
        by_kind: [
          { kind: 'reversal', count: 1, total: { amount: '5.00', currency: 'USD', currency_sign_pre: true } },
          { kind: 'operator_credit', count: 2, total: { amount: '0.30', currency: 'USD', currency_sign_pre: true } },
        ],
        by_period: [
          { period: '2026-03-02', count: 2, total: { amount: '0.30', currency: 'USD', currency_sign_pre: true } },
          { period: '2026-03-20', count: 1, total: { amount: '5.00', currency: 'USD', currency_sign_pre: true } },
        ],
      });
    });

    it('groups by month across a range, both ends included', async () => {
      const res = await get(seller.token, reportsApi.incoming, {
        date_from: '2026-02-27',
        date_to: '2026-04-01',
        group: 'month',
      });
      expect(res.json()).toMatchObject({
        count: 5,
        total: { amount: '16.31' },
        by_period: [
          { period: '2026-02', count: 1, total: { amount: '10.00' } },
          { period: '2026-03', count: 3, total: { amount: '5.30' } },
          { period: '2026-04', count: 1, total: { amount: '1.01' } },
        ],
      });
      const oneDay = await get(seller.token, reportsApi.incoming, { date_from: '2026-03-02', date_to: '2026-03-02' });
      expect(oneDay.json()).toMatchObject({ count: 2, total: { amount: '0.30' } });
    });

    it('covers the current month when no range is given', async () => {
      const res = await get(seller.token, reportsApi.incoming);
      expect(res.json()).toMatchObject({
        date_from: '2026-04-01',
        date_to: '2026-04-30',
        count: 1,
        total: { amount: '1.01' },
      });
    });

    it('downloads the payments of the range as CSV, oldest first', async () => {
      const res = await t.call(reportsApi.incomingCsv, {
        query: { date_from: '2026-03-01', date_to: '2026-03-31' },
        token: seller.token,
        lang: 'en',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="incoming-payments.csv"');
      expect(res.body.split('\r\n')).toEqual([
        '\uFEFFDate,Operation,Description,Amount,Currency',
        '2026-03-02T00:00:00.000Z,Credit by support,test funds,0.10,USD',
        '2026-03-02T23:59:59.000Z,Credit by support,test funds,0.20,USD',
        expect.stringMatching(/^2026-03-20T08:00:00\.000Z,Correction \(reversal\),INV-\d{4}-\d{6} Services,5\.00,USD$/),
        '',
      ]);
      const ua = await t.call(reportsApi.incomingCsv, {
        query: { date_from: '2026-03-01', date_to: '2026-03-31' },
        token: seller.token,
        lang: 'uk',
      });
      expect(ua.body.split('\r\n')[0]).toBe('\uFEFFДата,Операція,Опис,Сума,Валюта');
    });

    it('shows another seller nothing', async () => {
      const res = await get(stranger, reportsApi.incoming, { date_from: '2026-02-01', date_to: '2026-04-30' });
      expect(res.json()).toMatchObject({ count: 0, total: { amount: '0.00' }, by_kind: [], by_period: [] });
    });

    it.each([
      ['an end before the start', { date_from: '2026-03-10', date_to: '2026-03-01' }, 'date_to'],
      ['a malformed date', { date_from: '01.03.2026' }, 'date_from'],
      ['a range of more than two years', { date_from: '2024-01-01', date_to: '2026-03-01' }, 'date_to'],
      ['an unknown grouping', { group: 'week' }, 'group'],
    ])('refuses %s with 400', async (_, query, field) => {
      const res = await get(seller.token, reportsApi.incoming, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
      const csv = await get(seller.token, reportsApi.incomingCsv, query);
      expect(csv.statusCode).toBe(400);
    });

    it('needs a session', async () => {
      expect((await t.call(reportsApi.incoming)).statusCode).toBe(401);
      expect((await t.call(reportsApi.incomingCsv)).statusCode).toBe(401);
    });
  });

  describe('GET /money/reports/summary', () => {
    const march = {
      period: 'custom',
      date_from: '2026-03-01',
      date_to: '2026-03-31',
      opening_balance: { amount: '10.00', currency: 'USD', currency_sign_pre: true },
      incoming: { amount: '5.30', currency: 'USD', currency_sign_pre: true },
      outgoing: { amount: '7.00', currency: 'USD', currency_sign_pre: true },
      fees: { amount: '0.07', currency: 'USD', currency_sign_pre: true },
      net: { amount: '-1.77', currency: 'USD', currency_sign_pre: true },
      closing_balance: { amount: '8.23', currency: 'USD', currency_sign_pre: true },
    };

    it('totals a custom period by kind, with opening and closing balances that reconcile', async () => {
      const res = await get(seller.token, reportsApi.summary, {
        period: 'custom',
        date_from: '2026-03-01',
        date_to: '2026-03-31',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject(march);
      expect(body.by_kind).toEqual([
        {
          kind: 'invoice_payment',
          count: 1,
          incoming: expect.objectContaining({ amount: '0.00' }),
          outgoing: expect.objectContaining({ amount: '5.00' }),
        },
        {
          kind: 'operator_credit',
          count: 2,
          incoming: expect.objectContaining({ amount: '0.30' }),
          outgoing: expect.objectContaining({ amount: '0.00' }),
        },
        {
          kind: 'reversal',
          count: 1,
          incoming: expect.objectContaining({ amount: '5.00' }),
          outgoing: expect.objectContaining({ amount: '0.00' }),
        },
        {
          kind: 'withdrawal',
          count: 1,
          incoming: expect.objectContaining({ amount: '0.00' }),
          outgoing: expect.objectContaining({ amount: '2.00' }),
        },
        {
          kind: 'withdrawal_fee',
          count: 1,
          incoming: expect.objectContaining({ amount: '0.00' }),
          outgoing: expect.objectContaining({ amount: '0.07' }),
        },
      ]);
      const cents = (m: { amount: string }) => Math.round(Number(m.amount) * 100);
      expect(cents(body.closing_balance) - cents(body.opening_balance)).toBe(cents(body.net));
    });

    it('knows this month and last month', async () => {
      const last = await get(seller.token, reportsApi.summary, { period: 'last_month' });
      expect(last.json()).toMatchObject({ ...march, period: 'last_month' });
      const now = await get(seller.token, reportsApi.summary);
      expect(now.json()).toMatchObject({
        period: 'this_month',
        date_from: '2026-04-01',
        date_to: '2026-04-30',
        opening_balance: { amount: '8.23' },
        incoming: { amount: '1.01' },
        closing_balance: { amount: '9.24' },
      });
    });

    it('downloads as CSV', async () => {
      const res = await t.call(reportsApi.summaryCsv, {
        query: { period: 'last_month' },
        token: seller.token,
        lang: 'en',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="summary-report.csv"');
      expect(res.body.split('\r\n')).toEqual([
        '\uFEFFSummary,2026-03-01,2026-03-31',
        'Opening balance,10.00',
        'Incoming,5.30',
        'Outgoing,7.00',
        'Fees,0.07',
        'Net change,-1.77',
        'Closing balance,8.23',
        '',
        'Operation,Operations,Incoming,Outgoing',
        'Invoice payment,1,0.00,5.00',
        'Credit by support,2,0.30,0.00',
        'Correction (reversal),1,5.00,0.00',
        'Withdrawal,1,0.00,2.00',
        'Withdrawal fee,1,0.00,0.07',
        '',
      ]);
    });

    it('downloads as an A4 PDF in the reader’s language', async () => {
      const res = await t.call(reportsApi.summaryPdf, {
        query: { period: 'last_month' },
        token: seller.token,
        lang: 'ru',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const { info, text } = readPdf(res.rawPayload);
      expect(info['Page size']).toMatch(A4_PAGE_SIZE);
      expect(text).toContain('Сводный отчёт');
      expect(text).toContain('01.03.2026 – 31.03.2026');
      expect(text).toMatch(/Остаток на начало\s+\$10\.00/);
      expect(text).toMatch(/Комиссии\s+\$0\.07/);
      expect(text).toMatch(/Изменение за период\s+−\$1\.77/);
      expect(text).toMatch(/Остаток на конец\s+\$8\.23/);
      expect(text).toMatch(/Оплата сч[её]та\s+1\s+\$0\.00\s+\$5\.00/);
    });

    it('is all zero for another seller', async () => {
      const res = await get(stranger, reportsApi.summary, { period: 'last_month' });
      expect(res.json()).toMatchObject({
        opening_balance: { amount: '0.00' },
        closing_balance: { amount: '0.00' },
        net: { amount: '0.00' },
        by_kind: [],
      });
    });

    it.each([
      ['a custom period without dates', { period: 'custom' }, 'date_from'],
      ['an unknown period', { period: 'this_year' }, 'period'],
      ['an end before the start', { period: 'custom', date_from: '2026-03-02', date_to: '2026-03-01' }, 'date_to'],
    ])('refuses %s with 400', async (_, query, field) => {
      for (const e of [reportsApi.summary, reportsApi.summaryCsv, reportsApi.summaryPdf]) {
        const res = await get(seller.token, e, query);
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[field]).toHaveLength(1);
      }
    });

    it('needs a session', async () => {
      for (const e of [reportsApi.summary, reportsApi.summaryCsv, reportsApi.summaryPdf]) {
        expect((await t.call(e)).statusCode).toBe(401);
      }
    });
  });
});
