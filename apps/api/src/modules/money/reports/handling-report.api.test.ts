import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HandlingReport } from '@cabinet/contracts/reports';
import { queryRows } from '../../../platform/db/client.ts';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { fundedSeller } from '../../../../test/money.ts';
import { A4_PAGE_SIZE, readPdf } from '../../../../test/pdf.ts';
import { providerAccount, sellerAccount } from '../ledger/ledger.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T09:00:00Z'));
});
afterAll(() => t.close());

const ledger = () => t.app.services.money.ledger;
const get = (token: string, url: string, lang = 'en') => t.request({ method: 'GET', url, token, lang });

/** A charge from the seller's balance, as the shipping, national post and warehouse features post it. */
async function charge(
  accountId: number,
  kind: 'shipment_charge' | 'national_post_charge' | 'service_charge',
  minor: number,
) {
  return ledger().transaction((tx) =>
    ledger().post(tx, {
      accountId,
      kind,
      lines: [
        { account: sellerAccount(accountId, 'available'), amount: -minor },
        { account: providerAccount('revenue', 'test'), amount: minor },
      ],
    }),
  );
}

describe('GET /money/reports/handling-and-labels', () => {
  it('sums what the seller paid for handling and labels by kind and day, netting returns, exactly as the ledger does', async () => {
    const seller = await fundedSeller(t, '500.00');
    const other = await fundedSeller(t, '500.00');
    await charge(seller.accountId, 'shipment_charge', 1_550);
    await charge(seller.accountId, 'national_post_charge', 820);
    t.clock.set(new Date('2026-03-11T09:00:00Z'));
    await charge(seller.accountId, 'service_charge', 300);
    const returned = await charge(seller.accountId, 'shipment_charge', 1_000);
    await ledger().transaction((tx) => ledger().reverse(tx, returned));
    await charge(other.accountId, 'shipment_charge', 9_999);

    const res = await get(
      seller.token,
      '/api/money/reports/handling-and-labels?date_from=2026-03-01&date_to=2026-03-31',
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<HandlingReport>();
    expect(report.total.amount).toBe('26.70');
    expect(report.by_kind.map((k) => [k.kind, k.count, k.total.amount])).toEqual([
      ['shipment_charge', 3, '15.50'],
      ['national_post_charge', 1, '8.20'],
      ['service_charge', 1, '3.00'],
    ]);
    expect(report.by_day.map((d) => [d.day, d.kind, d.total.amount])).toEqual([
      ['2026-03-10', 'national_post_charge', '8.20'],
      ['2026-03-10', 'shipment_charge', '15.50'],
      ['2026-03-11', 'service_charge', '3.00'],
      ['2026-03-11', 'shipment_charge', '0.00'],
    ]);

    // The same sum straight from the ledger: what these journals (and their reversals) took from the seller.
    const [ledgerSum] = await queryRows<{ total: string }>(
      t.database.db,
      sql`select -sum(e.amount) as total from entries e
          join ledger_accounts a on a.id = e.ledger_account_id
          join journals j on j.id = e.journal_id
          left join journals o on o.id = j.reversal_of
          where a.account_id = ${seller.accountId}
            and coalesce(o.kind, j.kind) in ('shipment_charge', 'national_post_charge', 'service_charge')`,
    );
    expect(Number(ledgerSum!.total)).toBe(2_670);
  });

  it('downloads as CSV and as an A4 PDF in the reader’s language; a bad range is 400', async () => {
    const seller = await fundedSeller(t, '100.00');
    await charge(seller.accountId, 'national_post_charge', 820);
    const csv = await get(
      seller.token,
      '/api/money/reports/handling-and-labels/csv?date_from=2026-03-01&date_to=2026-03-31',
      'ua',
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Відправлення національною поштою');
    expect(csv.body).toContain('8.20');
    const pdf = await get(
      seller.token,
      '/api/money/reports/handling-and-labels/pdf?date_from=2026-03-01&date_to=2026-03-31',
      'ru',
    );
    const { info, text } = readPdf(pdf.rawPayload);
    expect(info['Page size']).toMatch(A4_PAGE_SIZE);
    expect(text).toContain('Обработка и этикетки');
    expect(text).toContain('Отправление национальной почтой');
    const bad = await get(
      seller.token,
      '/api/money/reports/handling-and-labels?date_from=2026-03-31&date_to=2026-03-01',
    );
    expect(bad.statusCode).toBe(400);
  });
});
