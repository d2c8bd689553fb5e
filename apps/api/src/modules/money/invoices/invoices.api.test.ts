import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesApi, invoicesOpsApi } from '@cabinet/contracts/invoices';
import { balanceApi } from '@cabinet/contracts/money';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { notificationsApi } from '@cabinet/contracts/notifications';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { accountIdOf, balanceOf, fundedSeller, signInOperator } from '../../../../test/money.ts';
import { A4_PAGE_SIZE, readPdf } from '../../../../test/pdf.ts';
import { entries, journals, ledgerAccounts } from '../ledger/ledger.schema.ts';
import { invoiceLines, invoices } from './invoices.schema.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

type Body = Record<string, unknown>;
const issueBody = (accountId: number, overrides: Body = {}): Body => ({
  account_id: accountId,
  title: 'Warehouse storage, October',
  lines: [
    { description: 'Зберігання на складі, 12 позицій', quantity: 3, unit_price: '2.50' },
    { description: 'Packing', quantity: 1, unit_price: '4.25' },
  ],
  due_date: inDays(14),
  ...overrides,
});

const issueRaw = (payload: Body, token = op, headers: Record<string, string> = {}) =>
  t.call(invoicesOpsApi.issue, { token, payload, headers });

async function issue(accountId: number, overrides: Body = {}) {
  const res = await issueRaw(issueBody(accountId, overrides));
  if (res.statusCode !== 201) throw new Error(`issue failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; number: string; total: { amount: string } }>();
}

const pay = (token: string, id: number, headers: Record<string, string> = {}) =>
  t.call(invoicesApi.pay, { params: { id }, token, headers });

async function paymentJournals(id: number) {
  const rows = await t.database.db.select().from(journals).where(eq(journals.kind, 'invoice_payment'));
  return rows.filter((j) => j.meta.invoice_id === id);
}

describe('POST /ops/money/invoices (an operator issues an invoice)', () => {
  it('writes the invoice with its lines and total, numbers it and tells the seller', async () => {
    const { token } = await registerSeller(t);
    const accountId = await accountIdOf(t, token);
    const res = await issueRaw(issueBody(accountId));
    expect(res.statusCode).toBe(201);
    const invoice = res.json();
    expect(invoice).toMatchObject({
      account_id: accountId,
      title: 'Warehouse storage, October',
      status: 'unpaid',
      overdue: false,
      currency: 'USD',
      total: { amount: '11.75', currency: 'USD', currency_sign_pre: true },
      lines: [
        { quantity: 3, unit_price: { amount: '2.50' }, amount: { amount: '7.50' } },
        { description: 'Packing', quantity: 1, amount: { amount: '4.25' } },
      ],
      journal_id: null,
      paid_at: null,
      hidden_by_seller: false,
    });
    expect(invoice.number).toBe(`INV-${new Date().getUTCFullYear()}-${String(invoice.id).padStart(6, '0')}`);

    const notes = await t.call(notificationsApi.list, { token });
    expect(notes.json().notifications[0]).toMatchObject({
      kind: 'money.invoice_issued',
      payload: { number: invoice.number, amount: '11.75', currency: 'USD', invoice_id: invoice.id },
    });
  });

  it('needs an operator', async () => {
    const { token } = await registerSeller(t);
    const accountId = await accountIdOf(t, token);
    expect((await issueRaw(issueBody(accountId), '')).statusCode).toBe(401);
    expect((await issueRaw(issueBody(accountId), token)).statusCode).toBe(403);
  });

  it.each<[string, (accountId: number) => Body, string]>([
    ['no lines', (id) => issueBody(id, { lines: [] }), 'lines'],
    [
      'a zero quantity',
      (id) => issueBody(id, { lines: [{ description: 'x', quantity: 0, unit_price: '1' }] }),
      'lines.0.quantity',
    ],
    [
      'a fractional quantity',
      (id) => issueBody(id, { lines: [{ description: 'x', quantity: 1.5, unit_price: '1' }] }),
      'lines.0.quantity',
    ],
    [
      'three decimals',
      (id) => issueBody(id, { lines: [{ description: 'x', quantity: 1, unit_price: '1.005' }] }),
      'lines.0.unit_price',
    ],
    [
      'a negative price',
      (id) => issueBody(id, { lines: [{ description: 'x', quantity: 1, unit_price: '-1' }] }),
      'lines.0.unit_price',
    ],
    [
      'an empty description',
      (id) => issueBody(id, { lines: [{ description: ' ', quantity: 1, unit_price: '1' }] }),
      'lines.0.description',
    ],
    ['a due date in the past', (id) => issueBody(id, { due_date: inDays(-1) }), 'due_date'],
    ['a malformed due date', (id) => issueBody(id, { due_date: '01.12.2026' }), 'due_date'],
    ['no title', (id) => issueBody(id, { title: '' }), 'title'],
    ['an unknown field', (id) => ({ ...issueBody(id), discount: 5 }), 'discount'],
    ['an unknown account', () => issueBody(2_000_000), 'account_id'],
    [
      'a total beyond the limit',
      (id) => issueBody(id, { lines: [{ description: 'x', quantity: 100_000, unit_price: '99999.99' }] }),
      'lines',
    ],
  ])('refuses %s with 400 and writes nothing', async (_, body, field) => {
    const { token } = await registerSeller(t);
    const accountId = await accountIdOf(t, token);
    const before = [await rowCount(t.database, invoices), await rowCount(t.database, invoiceLines)];
    const res = await issueRaw(body(accountId));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    expect([await rowCount(t.database, invoices), await rowCount(t.database, invoiceLines)]).toEqual(before);
  });

  it('issues once per Idempotency-Key', async () => {
    const { token } = await registerSeller(t);
    const accountId = await accountIdOf(t, token);
    const before = await rowCount(t.database, invoices);
    const headers = { 'idempotency-key': `issue-${accountId}-once` };
    const first = await issueRaw(issueBody(accountId), op, headers);
    const again = await issueRaw(issueBody(accountId), op, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await rowCount(t.database, invoices)).toBe(before + 1);
  });
});

describe('GET /payments/pay_money/invoices', () => {
  it('lists the seller’s own invoices, newest first, with §3 paging and a status filter', async () => {
    const seller = await fundedSeller(t, '100.00', op);
    const other = await fundedSeller(t, '100.00', op);
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await issue(seller.accountId)).id);
    await issue(other.accountId);
    await pay(seller.token, ids[0]!);

    const page1 = await t.call(invoicesApi.list, { query: { page: 1, on_page: 2 }, token: seller.token });
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ page: 1, on_page: 2, total: 3, next_page: 2 });
    expect(page1.json().invoices.map((i: { id: number }) => i.id)).toEqual([ids[2], ids[1]]);
    const page2 = await t.call(invoicesApi.list, { query: { page: 2, on_page: 2 }, token: seller.token });
    expect(page2.json()).toMatchObject({ total: 3, next_page: null, invoices: [{ id: ids[0], status: 'paid' }] });

    const unpaid = await t.call(invoicesApi.list, { query: { status: 'unpaid' }, token: seller.token });
    expect(unpaid.json().total).toBe(2);
    expect(unpaid.json().invoices.every((i: { status: string }) => i.status === 'unpaid')).toBe(true);
    const paid = await t.call(invoicesApi.list, { query: { status: 'paid' }, token: seller.token });
    expect(paid.json().invoices.map((i: { id: number }) => i.id)).toEqual([ids[0]]);
  });

  it('shows another seller nothing of it', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    await issue(seller.accountId);
    const stranger = await registerSeller(t);
    const res = await t.call(invoicesApi.list, { token: stranger.token });
    expect(res.json()).toMatchObject({ total: 0, invoices: [] });
  });

  it('needs a session and a known status', async () => {
    expect((await t.call(invoicesApi.list)).statusCode).toBe(401);
    const { token } = await registerSeller(t);
    const res = await t.call(invoicesApi.list, { query: { status: 'overdue' }, token });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.status).toHaveLength(1);
  });

  it('sums what is due against the available balance', async () => {
    const seller = await fundedSeller(t, '20.00', op);
    await issue(seller.accountId);
    await issue(seller.accountId, { lines: [{ description: 'Label', quantity: 2, unit_price: '0.10' }] });
    const res = await t.call(invoicesApi.due, { token: seller.token });
    expect(res.json()).toEqual({
      count: 2,
      total_due: { amount: '11.95', currency: 'USD', currency_sign_pre: true },
      available: { amount: '20.00', currency: 'USD', currency_sign_pre: true },
    });
  });
});

describe('GET /payments/pay_money/invoices/:id', () => {
  it('answers the seller’s invoice; another account’s or a missing one is 404', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    const { id, number } = await issue(seller.accountId);
    const res = await t.call(invoicesApi.get, { params: { id }, token: seller.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, number, status: 'unpaid', lines: [{}, {}] });

    const stranger = await registerSeller(t);
    expect((await t.call(invoicesApi.get, { params: { id }, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call(invoicesApi.get, { params: { id: 99999999 }, token: seller.token })).statusCode).toBe(404);
    expect((await t.call(invoicesApi.get, { params: { id: 'abc' }, token: seller.token })).statusCode).toBe(400);
    expect((await t.call(invoicesApi.get, { params: { id } })).statusCode).toBe(401);
  });

  it('marks an unpaid invoice past its due date as overdue', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    const { id } = await issue(seller.accountId, { due_date: inDays(0) });
    t.clock.advance(2 * 86_400_000);
    try {
      const res = await t.call(invoicesApi.get, { params: { id }, token: seller.token });
      expect(res.json()).toMatchObject({ status: 'unpaid', overdue: true });
    } finally {
      t.clock.advance(-2 * 86_400_000);
    }
  });
});

describe('PUT /payments/pay_money/invoices/:id/paid', () => {
  it('pays from the balance: one invoice_payment journal to revenue, status paid, balance lowered', async () => {
    const seller = await fundedSeller(t, '50.00', op);
    const { id, number } = await issue(seller.accountId);
    const res = await pay(seller.token, id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.invoice).toMatchObject({ id, status: 'paid', paid_at: expect.any(String) });
    expect(body.invoice.journal_id).toEqual(expect.any(Number));
    expect(body.balance.available.amount).toBe('38.25');
    expect((await balanceOf(t, seller.token)).available).toBe('38.25');

    const [journal] = await paymentJournals(id);
    expect(journal).toMatchObject({ id: body.invoice.journal_id, account_id: seller.accountId });
    const lines = await t.database.db
      .select({ amount: entries.amount, kind: ledgerAccounts.kind, ref: ledgerAccounts.ref })
      .from(entries)
      .innerJoin(ledgerAccounts, eq(entries.ledger_account_id, ledgerAccounts.id))
      .where(eq(entries.journal_id, journal!.id));
    expect(lines).toEqual(
      expect.arrayContaining([
        { amount: -1175, kind: 'available', ref: '' },
        { amount: 1175, kind: 'revenue', ref: 'invoices' },
      ]),
    );

    const log = await t.call(balanceApi.balanceLog, { token: seller.token });
    expect(log.json().entries[0]).toMatchObject({ kind: 'invoice_payment', amount: { amount: '-11.75' } });
    expect(log.json().entries[0].description).toContain(number);
  });

  it('refuses a second payment with 409 already paid, and moves money once', async () => {
    const seller = await fundedSeller(t, '50.00', op);
    const { id } = await issue(seller.accountId);
    expect((await pay(seller.token, id)).statusCode).toBe(200);
    const again = await pay(seller.token, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invoice_already_paid');
    expect(await paymentJournals(id)).toHaveLength(1);
    expect((await balanceOf(t, seller.token)).available).toBe('38.25');
  });

  it('is unpaid again when support reverses its payment, and can be paid again', async () => {
    const seller = await fundedSeller(t, '50.00', op);
    const { id } = await issue(seller.accountId);
    const paid = await pay(seller.token, id);
    const [journal] = await paymentJournals(id);
    const reversed = await t.call(moneyOpsApi.reverse, { params: { id: journal!.id }, token: op });
    expect(reversed.statusCode).toBe(201);
    expect((await balanceOf(t, seller.token)).available).toBe('50.00');
    const after = await t.call(invoicesApi.get, { params: { id }, token: seller.token });
    expect(after.json()).toMatchObject({ status: 'unpaid' });
    expect(paid.statusCode).toBe(200);
    expect((await pay(seller.token, id)).statusCode).toBe(200);
    expect((await balanceOf(t, seller.token)).available).toBe('38.25');
  });

  it('pays once when many payments race', async () => {
    const seller = await fundedSeller(t, '50.00', op);
    const { id } = await issue(seller.accountId);
    const results = await Promise.all(Array.from({ length: 8 }, () => pay(seller.token, id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    expect(await paymentJournals(id)).toHaveLength(1);
    expect((await balanceOf(t, seller.token)).available).toBe('38.25');
  });

  it('replays the first answer for a repeated Idempotency-Key', async () => {
    const seller = await fundedSeller(t, '50.00', op);
    const { id } = await issue(seller.accountId);
    const headers = { 'idempotency-key': `pay-invoice-${id}` };
    const first = await pay(seller.token, id, headers);
    const replay = await pay(seller.token, id, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await paymentJournals(id)).toHaveLength(1);
  });

  it('refuses with 422 insufficient_funds when the balance is short; the invoice stays unpaid', async () => {
    const seller = await fundedSeller(t, '11.74', op);
    const { id } = await issue(seller.accountId);
    const before = [await rowCount(t.database, journals), await rowCount(t.database, entries)];
    const res = await pay(seller.token, id);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('insufficient_funds');
    expect([await rowCount(t.database, journals), await rowCount(t.database, entries)]).toEqual(before);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({ status: 'unpaid', journal_id: null, paid_at: null });
    expect((await balanceOf(t, seller.token)).available).toBe('11.74');
  });

  it('refuses a cancelled invoice', async () => {
    const seller = await fundedSeller(t, '50.00', op);
    const { id } = await issue(seller.accountId);
    await t.call(invoicesOpsApi.cancel, { params: { id }, token: op });
    const res = await pay(seller.token, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invoice_cancelled');
    expect(await paymentJournals(id)).toHaveLength(0);
  });

  it('answers 404 for another account’s invoice and 401 without a session, paying nothing', async () => {
    const seller = await fundedSeller(t, '50.00', op);
    const stranger = await fundedSeller(t, '50.00', op);
    const { id } = await issue(seller.accountId);
    expect((await pay(stranger.token, id)).statusCode).toBe(404);
    expect((await pay('', id)).statusCode).toBe(401);
    expect((await t.call(invoicesApi.pay, { params: { id: 0 }, token: seller.token })).statusCode).toBe(400);
    expect(await paymentJournals(id)).toHaveLength(0);
    expect((await balanceOf(t, stranger.token)).available).toBe('50.00');
  });
});

describe('DELETE /payments/pay_money/invoices/:id', () => {
  it('keeps an unpaid invoice (409) and removes a paid one from the seller’s list only', async () => {
    const seller = await fundedSeller(t, '50.00', op);
    const { id } = await issue(seller.accountId);
    const unpaid = await t.call(invoicesApi.remove, { params: { id }, token: seller.token });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().code).toBe('invoice_unpaid');

    await pay(seller.token, id);
    const removed = await t.call(invoicesApi.remove, { params: { id }, token: seller.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await t.call(invoicesApi.get, { params: { id }, token: seller.token })).statusCode).toBe(404);
    const list = await t.call(invoicesApi.list, { token: seller.token });
    expect(list.json().invoices.map((i: { id: number }) => i.id)).not.toContain(id);

    const ops = await t.call(invoicesOpsApi.get, { params: { id }, token: op });
    expect(ops.json()).toMatchObject({ id, status: 'paid', hidden_by_seller: true });
    expect(await paymentJournals(id)).toHaveLength(1);
  });

  it('removes a cancelled invoice; another account gets 404; no session gets 401', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    const { id } = await issue(seller.accountId);
    await t.call(invoicesOpsApi.cancel, { params: { id }, token: op });
    const stranger = await registerSeller(t);
    expect((await t.call(invoicesApi.remove, { params: { id }, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call(invoicesApi.remove, { params: { id } })).statusCode).toBe(401);
    const [before] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
    expect(before!.hidden_at).toBeNull();
    expect((await t.call(invoicesApi.remove, { params: { id }, token: seller.token })).statusCode).toBe(200);
  });
});

describe('GET /payments/pay_money/invoices/:id/pdf', () => {
  it('is an A4 PDF with the number, the lines (Cyrillic too) and the total, in the reader’s language', async () => {
    const seller = await fundedSeller(t, '50.00', op);
    const { id, number } = await issue(seller.accountId);
    const res = await t.call(invoicesApi.pdf, { params: { id }, token: seller.token, lang: 'uk' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
    const { info, text } = readPdf(res.rawPayload);
    expect(info['Page size']).toMatch(A4_PAGE_SIZE);
    expect(info.Pages).toBe('1');
    expect(text).toContain(`Рахунок ${number}`);
    expect(text).toContain('Зберігання на складі, 12 позицій');
    expect(text).toContain('Packing');
    expect(text).toMatch(/Разом\s+\$11\.75/);
    expect(text).toContain('Не сплачено');
    expect(text).toContain(String(seller.accountId));
  });

  it('shows the payment once paid, in English by default, and runs onto more pages for long invoices', async () => {
    const seller = await fundedSeller(t, '500.00', op);
    const lines = Array.from({ length: 50 }, (_, i) => ({
      description: `Service line ${i + 1}`,
      quantity: 2,
      unit_price: '1.01',
    }));
    const { id } = await issue(seller.accountId, { lines });
    await pay(seller.token, id);
    const res = await t.call(invoicesApi.pdf, { params: { id }, token: seller.token, lang: 'en' });
    const { info, text } = readPdf(res.rawPayload);
    expect(Number(info.Pages)).toBeGreaterThan(1);
    expect(text).toContain('Service line 50');
    expect(text).toMatch(/Total\s+\$101\.00/);
    expect(text).toMatch(/Status\s+Paid/);
    expect(text).toContain(`Page 2 of ${info.Pages}`);
  });

  it('is 404 for another account and 401 without a session', async () => {
    const seller = await fundedSeller(t, '1.00', op);
    const { id } = await issue(seller.accountId);
    const stranger = await registerSeller(t);
    expect((await t.call(invoicesApi.pdf, { params: { id }, token: stranger.token })).statusCode).toBe(404);
    expect((await t.call(invoicesApi.pdf, { params: { id } })).statusCode).toBe(401);
  });
});

describe('the back office list and cancellation', () => {
  it('finds invoices by the seller’s e-mail or the number, and by status', async () => {
    const seller = await fundedSeller(t, '50.00', op);
    const first = await issue(seller.accountId);
    const second = await issue(seller.accountId);
    await pay(seller.token, first.id);
    const byEmail = await t.call(invoicesOpsApi.list, { query: { search: seller.email }, token: op });
    expect(byEmail.json()).toMatchObject({ total: 2 });
    expect(byEmail.json().invoices[0]).toMatchObject({
      id: second.id,
      account_email: seller.email,
      account_name: 'Olena Kovalenko',
    });
    const byNumber = await t.call(invoicesOpsApi.list, { query: { search: first.number }, token: op });
    expect(byNumber.json().invoices.map((i: { id: number }) => i.id)).toEqual([first.id]);
    const paid = await t.call(invoicesOpsApi.list, { query: { status: 'paid', search: seller.email }, token: op });
    expect(paid.json().invoices.map((i: { id: number }) => i.id)).toEqual([first.id]);
    expect((await t.call(invoicesOpsApi.list, { token: seller.token })).statusCode).toBe(403);
    expect((await t.call(invoicesOpsApi.list)).statusCode).toBe(401);
  });

  it('cancels only an unpaid invoice and tells the seller', async () => {
    const seller = await fundedSeller(t, '50.00', op);
    const { id, number } = await issue(seller.accountId);
    const res = await t.call(invoicesOpsApi.cancel, { params: { id }, token: op });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled', cancelled_at: expect.any(String) });
    const again = await t.call(invoicesOpsApi.cancel, { params: { id }, token: op });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invoice_not_unpaid');
    const notes = await t.call(notificationsApi.list, { token: seller.token });
    expect(notes.json().notifications[0]).toMatchObject({ kind: 'money.invoice_cancelled', payload: { number } });

    const paid = await issue(seller.accountId);
    await pay(seller.token, paid.id);
    expect((await t.call(invoicesOpsApi.cancel, { params: { id: paid.id }, token: op })).statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, paid.id)));
    expect(row!.status).toBe('paid');
    expect((await t.call(invoicesOpsApi.cancel, { params: { id: 99999999 }, token: op })).statusCode).toBe(404);
  });
});
