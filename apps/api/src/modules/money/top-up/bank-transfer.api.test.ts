import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceApi } from '@cabinet/contracts/money';
import { topUpsApi, topUpsOpsApi, type ConfirmTransferBody } from '@cabinet/contracts/top-up';
import { kyivIsoDate } from '../../../platform/kyiv-date.ts';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { rowCount } from '../../../../test/db.ts';
import { balanceOf, signInOperator } from '../../../../test/money.ts';
import { journals } from '../ledger/ledger.schema.ts';
import { topUps } from './top-up.schema.ts';
import { startTopUp } from './top-up.test-support.ts';

let t: TestApp;
let op: string;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
  dir = mkdtempSync(join(tmpdir(), 'top-up-invoice-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

async function bankTopUp(amount = '150.00', overrides = {}) {
  const seller = await registerSeller(t, overrides);
  const res = await startTopUp(t, seller.token, { method: 'bank_transfer', amount });
  expect(res.statusCode).toBe(201);
  return { ...seller, topUp: res.json().top_up };
}

const invoice = (token: string, id: number, lang?: string) =>
  t.call(topUpsApi.invoicePdf, { params: { id }, token, lang });

/** What the bank statement shows: the amount that arrived, the bank's reference, today's value date. */
const receipt = (amount: string, over: Partial<ConfirmTransferBody> = {}): ConfirmTransferBody => ({
  received_amount: amount,
  bank_reference: 'FT26112000017',
  value_date: kyivIsoDate(t.clock.now()),
  ...over,
});

const confirm = (id: number, headers: Record<string, string> = {}, token = op, body = receipt('150.00')) =>
  t.call(topUpsOpsApi.confirm, { params: { id }, token, headers, body });

/** Writes the PDF and runs a poppler / zbar tool on it. */
function tool(pdf: Buffer, name: string, command: string, args: string[]): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync(command, [...args.map((a) => a.replace('$PDF', file).replace('$DIR', dir))], {
    encoding: 'utf8',
  });
}

describe('POST /money-in/top-ups (bank transfer)', () => {
  it('creates a pending top-up with the requisites and an invoice, without a checkout', async () => {
    const { topUp } = await bankTopUp();
    expect(topUp).toMatchObject({
      method: 'bank_transfer',
      status: 'pending',
      amount: { amount: '150.00' },
      fee: { amount: '0.00' },
      total: { amount: '150.00' },
      checkout_url: null,
      invoice_url: `/api/money-in/top-ups/${topUp.id}/invoice.pdf`,
      requisites: {
        beneficiary: 'Seller Cabinet Payments LLC',
        iban: 'UA653003350000026001234567890',
        bank: 'JSC Sandbox Bank, Kyiv',
        swift: 'SBXBUAUKXXX',
      },
    });
  });
});

describe('GET /money-in/top-ups/:id/invoice.pdf', () => {
  it('is an A4 PDF with the requisites, the amount, the seller and the reference — in words and as a barcode', async () => {
    const s = await bankTopUp('1234.56', { first_name: 'Олена', last_name: 'Коваленко' });
    const res = await invoice(s.token, s.topUp.id, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${s.topUp.reference}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    const info = tool(pdf, 'info', 'pdfinfo', ['$PDF']);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(info).toMatch(/Pages:\s+1/);

    const text = tool(pdf, 'text', 'pdftotext', ['-layout', '$PDF', '-']);
    for (const expected of [
      s.topUp.reference,
      'UA653003350000026001234567890',
      'Seller Cabinet Payments LLC',
      'JSC Sandbox Bank, Kyiv',
      'SBXBUAUKXXX',
      '1234.56 USD',
      'Олена Коваленко',
      'Invoice for a balance top-up',
    ]) {
      expect(text).toContain(expected);
    }

    tool(pdf, 'scan', 'pdftoppm', ['-r', '200', '-png', '-singlefile', '$PDF', '$DIR/scan']);
    const scanned = execFileSync('zbarimg', ['--quiet', '--raw', join(dir, 'scan.png')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    expect(scanned).toBe(s.topUp.reference);
  });

  it('is worded in Ukrainian and Russian with Cyrillic intact', async () => {
    const s = await bankTopUp();
    const ua = tool((await invoice(s.token, s.topUp.id, 'uk')).rawPayload, 'ua', 'pdftotext', ['$PDF', '-']);
    expect(ua).toContain('Рахунок на поповнення балансу');
    expect(ua).toContain('Призначення платежу');
    const ru = tool((await invoice(s.token, s.topUp.id, 'ru')).rawPayload, 'ru', 'pdftotext', ['$PDF', '-']);
    expect(ru).toContain('Счёт на пополнение баланса');
  });

  it("answers 404 for a card top-up, another seller's and a missing one; 401 without a session", async () => {
    const s = await bankTopUp();
    const card = (await startTopUp(t, s.token, { method: 'card', amount: '10' })).json().top_up;
    expect((await invoice(s.token, card.id)).statusCode).toBe(404);
    const other = await registerSeller(t);
    expect((await invoice(other.token, s.topUp.id)).statusCode).toBe(404);
    expect((await invoice(s.token, 999_999)).statusCode).toBe(404);
    expect((await t.call(topUpsApi.invoicePdf, { params: { id: s.topUp.id } })).statusCode).toBe(401);
  });
});

describe('operators and bank transfers', () => {
  it('GET /ops/money/top-ups?status=pending lists the transfers to watch for, with the seller', async () => {
    const s = await bankTopUp('77.00');
    const res = await t.call(topUpsOpsApi.list, {
      query: { status: 'pending', method: 'bank_transfer', on_page: 100 },
      token: op,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, on_page: 100, next_page: null });
    const row = body.top_ups.find((r: { id: number }) => r.id === s.topUp.id);
    expect(row).toMatchObject({
      status: 'pending',
      reference: s.topUp.reference,
      seller_email: s.email,
      seller_name: 'Olena Kovalenko',
      amount: { amount: '77.00' },
    });
    expect(
      body.top_ups.every(
        (r: { status: string; method: string }) => r.status === 'pending' && r.method === 'bank_transfer',
      ),
    ).toBe(true);
    expect((await t.call(topUpsOpsApi.list, { query: { status: 'lost' }, token: op })).statusCode).toBe(400);
  });

  it('confirming credits clearing(bank) → available once; confirming again changes nothing', async () => {
    const s = await bankTopUp('150.00');
    const res = await confirm(s.topUp.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: s.topUp.id, status: 'paid', paid_at: expect.any(String) });
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '150.00' });
    const before = await rowCount(t.database, journals);
    const again = await confirm(s.topUp.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().status).toBe('paid');
    expect(await rowCount(t.database, journals)).toBe(before);
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '150.00' });
    const log = (await t.call(balanceApi.balanceLog, { token: s.token })).json();
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({ kind: 'top_up', amount: { amount: '150.00' } });
  });

  it('concurrent confirmations with one Idempotency-Key, and without, credit once', async () => {
    const s = await bankTopUp('60.00');
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        confirm(s.topUp.id, { 'idempotency-key': 'confirm-topup-0001' }, op, receipt('60.00')),
      ),
      ...Array.from({ length: 4 }, () => confirm(s.topUp.id, {}, op, receipt('60.00'))),
    ]);
    expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '60.00' });
  });

  it.each(['expired', 'declined'] as const)('refuses to credit a %s transfer (409, translated)', async (status) => {
    const s = await bankTopUp('40.00');
    await t.database.db.update(topUps).set({ status }).where(eq(topUps.id, s.topUp.id));
    const res = await t.call(topUpsOpsApi.confirm, {
      params: { id: s.topUp.id },
      token: op,
      lang: 'ua',
      body: receipt('40.00'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'top_up_not_pending',
      message: 'Поповнення вже закрите: підтвердити можна лише те, що очікує на оплату',
    });
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '0.00' });
  });

  it('refuses to confirm a card top-up (422), a missing one (404); sellers may not (403), nobody signed out (401)', async () => {
    const s = await bankTopUp();
    const card = (await startTopUp(t, s.token, { method: 'card', amount: '10' })).json().top_up;
    const before = await rowCount(t.database, journals);
    const cardRes = await confirm(card.id);
    expect(cardRes.statusCode).toBe(422);
    expect(cardRes.json().code).toBe('not_bank_transfer');
    expect((await confirm(999_999)).statusCode).toBe(404);
    expect((await confirm(s.topUp.id, {}, s.token)).statusCode).toBe(403);
    expect((await t.call(topUpsOpsApi.confirm, { params: { id: s.topUp.id }, body: receipt('1') })).statusCode).toBe(
      401,
    );
    expect((await t.call(topUpsOpsApi.list, { token: s.token })).statusCode).toBe(403);
    expect(await rowCount(t.database, journals)).toBe(before);
  });
});
