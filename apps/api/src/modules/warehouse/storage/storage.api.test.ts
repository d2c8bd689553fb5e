import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  opsStorageApi,
  storageApi,
  type StorageCalculation,
  type StorageChargeDetail,
  type StorageChargeList,
} from '@cabinet/contracts/warehouse-storage';
import { createTestApp, registerSeller, type TestApp } from '../../../../test/app.ts';
import { accountIdOf, balanceOf, credit, fundedSeller, signInOperator } from '../../../../test/money.ts';
import { products } from '../../catalog/products/products.schema.ts';
import { journals } from '../../money/ledger/ledger.schema.ts';
import { stockItems, stockMovements } from '../stock/stock.schema.ts';
import { storageCharges } from './storage.schema.ts';

let t: TestApp;
let op: string;
/**
 * Each describe gets its own database. A warehouse day's snapshots are built once, so every seller's stock (back-
 * dated by these fixtures; real movements never are) is in place before the first build.
 */
async function open() {
  t = await createTestApp();
  // Noon in Philadelphia on 1 December 2026: the calculator's period and the run's month are both November.
  t.clock.set(new Date('2026-12-01T17:00:00Z'));
  op = await signInOperator(t);
}

/**
 * A mug (small group) received on 20 October, 10 units; 5 shipped at 23:30 on 15 November in Philadelphia (04:30Z
 * on the 16th); and 2 chairs without dimensions (oversize) received on 20 November.
 */
async function stockUp(accountId: number) {
  const db = t.database.db;
  const [mug, chair] = await db
    .insert(products)
    .values([
      {
        account_id: accountId,
        sku: 'MUG',
        title_uk: 'Чашка',
        title_en: 'Mug',
        length_mm: 100,
        width_mm: 100,
        height_mm: 100,
      },
      { account_id: accountId, sku: 'CHAIR', title_uk: 'Стілець', title_en: 'Chair' },
    ])
    .returning({ id: products.id });
  await db.insert(stockItems).values([
    { account_id: accountId, product_id: mug!.id, in_stock: 5 },
    { account_id: accountId, product_id: chair!.id, in_stock: 2 },
  ]);
  const move = (product_id: number, in_stock_delta: number, reason: 'received' | 'shipped', at: string) => ({
    account_id: accountId,
    product_id,
    in_stock_delta,
    reason,
    created_at: new Date(at),
  });
  await db
    .insert(stockMovements)
    .values([
      move(mug!.id, 10, 'received', '2026-10-20T15:00:00Z'),
      move(mug!.id, -5, 'shipped', '2026-11-16T04:30:00Z'),
      move(chair!.id, 2, 'received', '2026-11-20T18:00:00Z'),
    ]);
}

const run = (date?: string) => t.call(opsStorageApi.runCharges, { token: op, body: date ? { date } : {} });
const chargesOf = (token: string) => t.call(storageApi.charges, { token }).then((r) => r.json<StorageChargeList>());
const journalCount = async (accountId: number) => {
  const rows = await t.database.db
    .select({ id: journals.id })
    .from(journals)
    .where(and(eq(journals.account_id, accountId), sql`${journals.meta} ? 'storage_charge_id'`));
  return rows.length;
};

describe('without stock', () => {
  beforeAll(open);
  afterAll(() => t.close());

  it('shows the sample data to anyone, as of the previous Philadelphia day', async () => {
    const res = await t.call(storageApi.sample);
    expect(res.statusCode).toBe(200);
    const body = res.json<StorageCalculation>();
    expect(body).toMatchObject({ as_of: '2026-11-30', period: { from: '2026-11-01', to: '2026-11-30', days: 30 } });
    expect(body.sample).toBe(true);
    expect(body.groups.map((g) => g.code)).toEqual(['small', 'medium', 'large', 'oversize']);
    expect(body.totals.sku_count).toBe(9);
    expect(Number(body.totals.cost_with_discount.amount)).toBeGreaterThan(0);
  });

  it('needs a signed-in seller for "my data" and the charges', async () => {
    expect((await t.call(storageApi.mine)).statusCode).toBe(401);
    expect((await t.call(storageApi.charges)).statusCode).toBe(401);
    expect((await t.call(storageApi.charge, { params: { id: 1 } })).statusCode).toBe(401);
  });

  const tariffs = {
    groups: [
      { code: 'small', max_side_cm: 30, max_volume_l: 5, price_per_day: '0.01', discounts: [] },
      {
        code: 'rest',
        max_side_cm: null,
        max_volume_l: null,
        price_per_day: '0.1',
        discounts: [{ max_turnover: 1, percent: 10 }],
      },
    ],
  };

  it('refuses tariffs from sellers and bad lists, writing nothing', async () => {
    const seller = await registerSeller(t);
    const put = (token: string, payload: object) => t.call(opsStorageApi.saveTariffs, { token, payload, lang: 'en' });
    expect((await put(seller.token, tariffs)).statusCode).toBe(403);
    const bad = await put(op, {
      groups: [
        { ...tariffs.groups[0], max_side_cm: 50, price_per_day: '-1' },
        { ...tariffs.groups[1], code: 'small', max_side_cm: 40 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const errors = bad.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(['groups.0.price_per_day', 'groups.1.code', 'groups.1.max_side_cm']);
    expect(errors['groups.1.max_side_cm']).toEqual(['Each group must be bigger than the one before']);
    const now = await t.call(opsStorageApi.tariffs, { token: op });
    expect(now.json()).toMatchObject({
      updated_at: null,
      groups: [{ code: 'small', price_per_day: '0.00500' }, {}, {}, {}],
    });
  });

  it('saves a valid list of tariffs that the calculator then uses', async () => {
    const res = await t.call(opsStorageApi.saveTariffs, { token: op, body: tariffs });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ groups: [{ price_per_day: '0.01000' }, { code: 'rest', max_volume_l: null }] });
    const sample = await t.call(storageApi.sample);
    expect(sample.json<StorageCalculation>().groups.map((g) => g.code)).toEqual(['small', 'rest']);
  });

  it('refuses the charge run to sellers and a bad date', async () => {
    const seller = await registerSeller(t);
    const bySeller = await t.call(opsStorageApi.runCharges, { token: seller.token, body: {} });
    expect(bySeller.statusCode).toBe(403);
    expect((await run('2026-13-01')).statusCode).toBe(400);
  });
});

describe('with stock', () => {
  let paying: Awaited<ReturnType<typeof fundedSeller>>;
  let broke: { token: string; accountId: number };
  beforeAll(async () => {
    await open();
    paying = await fundedSeller(t, '10.00', op);
    const seller = await registerSeller(t);
    broke = { token: seller.token, accountId: await accountIdOf(t, seller.token) };
    await stockUp(paying.accountId);
    await stockUp(broke.accountId);
  });
  afterAll(() => t.close());

  it("computes the seller's own month from the snapshots (hand-computed)", async () => {
    expect(await t.app.services.storage.storage.buildSnapshots()).toBe(42); // 20 October – 30 November
    const res = await t.call(storageApi.mine, { token: paying.token });
    expect(res.statusCode).toBe(200);
    const body = res.json<StorageCalculation>();
    expect(body).toMatchObject({ as_of: '2026-11-30', sample: false });
    const [small, , , oversize] = body.groups;
    // Mug: 10 units 1–14 Nov, 5 units 15–30 Nov = 140 + 80 = 220 unit-days; 220 × $0.005 = $1.10; turnover
    // 220 / 30 / 5 = 1.47 → the 5 % tier: $0.055 → 6 ¢ off.
    expect(small).toMatchObject({
      sku_count: 1,
      current_quantity: 5,
      average_balance: '7.33',
      outflow: 5,
      turnover_rate: '1.47',
      cost_per_item: { amount: '0.15' },
      storage_cost: { amount: '1.10' },
      discount_percent: 5,
      discount: { amount: '0.06' },
      cost_with_discount: { amount: '1.04' },
    });
    // Chair: 2 units 20–30 Nov = 22 unit-days × $0.15 = $3.30, no outflow → no rate, no discount.
    expect(oversize).toMatchObject({ sku_count: 1, current_quantity: 2, turnover_rate: null, discount_percent: 0 });
    expect(oversize!.storage_cost.amount).toBe('3.30');
    expect(body.totals).toMatchObject({ sku_count: 2, current_quantity: 7, cost_with_discount: { amount: '4.34' } });
    expect(await t.app.services.storage.storage.buildSnapshots()).toBe(0);
  });

  it('charges a month once, however often (or concurrently) the run repeats, through the ledger', async () => {
    const first = await Promise.all([run('2026-12-01'), run('2026-12-01'), run('2026-12-01')]);
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(first[0]!.json()).toMatchObject({ period: { from: '2026-11-01', to: '2026-11-30', days: 30 } });
    expect(first.reduce((n, r) => n + r.json<{ charged: number }>().charged, 0)).toBe(1);
    expect((await run('2026-12-01')).json()).toMatchObject({ charged: 0, due: 0, collected: 0 });
    const rows = await t.database.db
      .select()
      .from(storageCharges)
      .where(eq(storageCharges.account_id, paying.accountId));
    expect(rows).toHaveLength(1);
    const list = await chargesOf(paying.token);
    expect(list.total).toBe(1);
    expect(list.charges[0]).toMatchObject({ amount: { amount: '4.34' }, status: 'paid' });
    expect(await journalCount(paying.accountId)).toBe(1);
    expect((await balanceOf(t, paying.token)).available).toBe('5.66');

    const id = list.charges[0]!.id;
    const detail = await t.call(storageApi.charge, { params: { id }, token: paying.token });
    const charge = detail.json<StorageChargeDetail>();
    expect(charge.products.map((p) => [p.sku, p.group, p.unit_days, p.storage_cost.amount])).toEqual([
      ['MUG', 'small', 220, '1.10'],
      ['CHAIR', 'oversize', 22, '3.30'],
    ]);
    expect(charge.totals.cost_with_discount.amount).toBe('4.34');
    const foreign = await t.call(storageApi.charge, { params: { id }, token: broke.token });
    expect(foreign.statusCode).toBe(404);
  });

  it('leaves a charge due when the balance cannot cover it and collects it on a later run', async () => {
    expect((await chargesOf(broke.token)).charges[0]).toMatchObject({ status: 'due', paid_at: null });
    expect(await journalCount(broke.accountId)).toBe(0);
    await credit(t, op, broke.accountId, '5.00');
    expect((await run('2026-12-01')).json()).toMatchObject({ collected: 1, charged: 0 });
    expect((await chargesOf(broke.token)).charges[0]).toMatchObject({ status: 'paid' });
    expect(await journalCount(broke.accountId)).toBe(1);
    expect((await balanceOf(t, broke.token)).available).toBe('0.66');
  });
});
