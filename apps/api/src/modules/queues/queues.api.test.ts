import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchasesApi } from '@cabinet/contracts/purchases';
import { disposalApi, opsDisposalApi } from '@cabinet/contracts/disposal';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import type { OpsRole } from '@cabinet/contracts/permissions';
import { queueDeskKeys, queuesApi, type DeskQueue, type QueueDeskKey } from '@cabinet/contracts/queues';
import { shopsApi } from '@cabinet/contracts/shops';
import { unidentifiedPackagesApi } from '@cabinet/contracts/us-package-claims';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { fundedSeller, signInOperator } from '../../../test/money.ts';
import { readySeller, withdraw, cardWithdrawal, opsAct } from '../../../test/withdrawals.ts';
import { claimPayment, registerPayment } from '../money/lost-payments/lost-payments.test-kit.ts';
import { startTopUp } from '../money/top-up/top-up.test-support.ts';
import { claimReturn, decide, registerReturn, warehouseDate } from '../returns/returns.test-kit.ts';
import { insertShipment, walkShipment } from '../shipments/lifecycle.test-kit.ts';
import { upload } from '../uploads/uploads.test-kit.ts';
import { checkInPackage } from '../us-packages/us-packages.test-kit.ts';
import { addProduct, adjust } from '../warehouse/stock/stock.test-kit.ts';

/*
 * The back office's home page (issue 23): per desk, how many wait, since when the oldest, and how many are overdue
 * under the desk's rule (packages/contracts/src/queues.ts) — each desk counted from items made through its own API
 * at moments the test clock sets, and shown only to the roles that may read the desk's list.
 */

let t: TestApp;
let op: string;
const dataDir = mkdtempSync(join(tmpdir(), 'queues-'));
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  op = await signInOperator(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const at = (iso: string) => t.clock.set(new Date(iso));

async function queues(token: string): Promise<Partial<Record<QueueDeskKey, Omit<DeskQueue, 'desk'>>>> {
  const res = await t.call(queuesApi.list, { token });
  expect(res.statusCode).toBe(200);
  return Object.fromEntries(res.json<{ desks: DeskQueue[] }>().desks.map(({ desk, ...rest }) => [desk, rest]));
}

describe('the back office home page', () => {
  it('counts what waits at each desk, the oldest, and what is overdue under the desk’s rule', async () => {
    // Money: two pending withdrawals (one older than 24 h) and one already decided.
    at('2026-11-30T10:00:00Z');
    const seller = await readySeller(t, '100.00', op);
    const old = (await withdraw(t, seller.token, cardWithdrawal('10.00'))).json<{ id: number }>();
    const decided = (await withdraw(t, seller.token, cardWithdrawal('10.00'))).json<{ id: number }>();
    expect((await opsAct(t, op, decided.id, 'reject', { reason: 'wrong card' })).statusCode).toBe(200);
    // Bank transfers: one asked for on Friday (over 2 business days by Wednesday noon), one on Tuesday.
    at('2026-11-27T10:00:00Z');
    expect((await startTopUp(t, seller.token, { method: 'bank_transfer', amount: '50.00' })).statusCode).toBe(201);
    at('2026-12-01T10:00:00Z');
    expect((await startTopUp(t, seller.token, { method: 'bank_transfer', amount: '60.00' })).statusCode).toBe(201);
    // Parcels on their way to the warehouse: one sent 17 days ago, one yesterday; one not sent yet.
    const shipper = await fundedSeller(t, '300.00', op);
    const parcels = await Promise.all(
      [1, 2, 3].map(() => insertShipment(t, { accountId: shipper.accountId, type: 'direct' })),
    );
    at('2026-11-15T08:00:00Z');
    await walkShipment(t, op, parcels[0]!.id, 'customer_sent');
    at('2026-12-01T08:00:00Z');
    await walkShipment(t, op, parcels[1]!.id, 'customer_sent');
    // A request to connect a shop, sent on Thursday: three business days later (Tuesday) it is overdue.
    at('2026-11-26T09:00:00Z');
    const request = await t.call(shopsApi.request, {
      token: seller.token,
      body: { platform: 'Allegro', shop_url: 'https://allegro.pl/shop', comment: '' },
    });
    expect(request.statusCode).toBe(201);
    // Buy for me: a request sent on Friday waits over one business day by Wednesday; one sent today does not.
    const buy = { items: [{ url: 'https://shop.example.com/boots', title: 'Boots', quantity: 1 }] };
    at('2026-11-27T09:00:00Z');
    expect((await t.call(purchasesApi.create, { token: seller.token, body: buy })).statusCode).toBe(201);
    at('2026-12-02T09:00:00Z');
    expect((await t.call(purchasesApi.create, { token: seller.token, body: buy })).statusCode).toBe(201);

    at('2026-12-02T12:00:00Z');
    expect(await queues(op)).toMatchObject({
      withdrawals: { count: 1, oldest_at: '2026-11-30T10:00:00.000Z', overdue: 1 },
      top_ups: { count: 2, oldest_at: '2026-11-27T10:00:00.000Z', overdue: 1 },
      parcels: { count: 2, oldest_at: '2026-11-15T08:00:00.000Z', overdue: 1 },
      shop_requests: { count: 1, oldest_at: '2026-11-26T09:00:00.000Z', overdue: 1 },
      purchases: { count: 2, oldest_at: '2026-11-27T09:00:00.000Z', overdue: 1 },
    });

    // A withdrawal asked for now waits, not yet overdue; paying the old one takes it off the desk.
    expect((await withdraw(t, seller.token, cardWithdrawal('12.00'))).statusCode).toBe(201);
    expect((await queues(op)).withdrawals).toEqual({ count: 2, oldest_at: '2026-11-30T10:00:00.000Z', overdue: 1 });
    expect((await opsAct(t, op, old.id, 'pay')).statusCode).toBe(200);
    expect((await queues(op)).withdrawals).toEqual({ count: 1, oldest_at: '2026-12-02T12:00:00.000Z', overdue: 0 });
  });

  it('counts the claims, returns and disposals the warehouse and finance decide', async () => {
    at('2026-12-07T09:00:00Z');
    const seller = await fundedSeller(t, '50.00', op);
    // A credit above the approval threshold waits for a second operator.
    const credit = await t.call(moneyOpsApi.adjust, {
      params: { id: seller.accountId },
      token: op,
      headers: { 'idempotency-key': 'queues-big-credit' },
      body: { direction: 'credit', amount: '5000.00', reason: 'marketplace payout by hand' },
    });
    expect(credit.statusCode, credit.body).toBeLessThan(300);
    // A claim on an unidentified payment, and one on an unidentified return.
    await claimPayment(t, seller.token, (await registerPayment(t, op)).id);
    const unidentified = await registerReturn(t, op, { arrived_at: warehouseDate(t) });
    const proof = await upload(t, seller.token, 'chat.png');
    const claim = await claimReturn(t, seller.token, unidentified.id, { message: 'My buyer sent it', files: [proof] });
    expect(claim.statusCode).toBe(201);
    // A claim on an unidentified US package.
    const pkg = await checkInPackage(t, op);
    const packageClaim = await t.call(unidentifiedPackagesApi.claim, {
      token: seller.token,
      params: { id: pkg.id },
      body: { order_number: '112-1', tracking_number: '1Z999AA10123456784', files: [proof] },
    });
    expect(packageClaim.statusCode, packageClaim.body).toBe(201);
    // A return the seller decided on: the warehouse carries it out.
    const owned = await registerReturn(t, op, { owner: seller.email, arrived_at: warehouseDate(t) });
    expect((await decide(t, seller.token, owned.id, { decision: 'disposal' })).statusCode).toBe(200);
    // Two disposal requests: one to decide, one approved and to complete.
    const soap = await addProduct(t, seller.accountId, 'SOAP-Q');
    await adjust(t, op, soap, 10);
    const dispose = () =>
      t.call(disposalApi.create, { token: seller.token, body: { items: [{ product_id: soap, quantity: 1 }] } });
    expect((await dispose()).statusCode).toBe(201);
    const approved = (await dispose()).json<{ id: number }>();
    at('2026-12-08T09:00:00Z');
    expect((await t.call(opsDisposalApi.approve, { params: { id: approved.id }, token: op })).statusCode).toBe(200);

    at('2026-12-09T12:00:00Z');
    const desks = await queues(op);
    expect(desks).toMatchObject({
      // A day has passed since Monday morning, and two business days.
      approvals: { count: 1, oldest_at: '2026-12-07T09:00:00.000Z', overdue: 1 },
      // The claimed payment waits to be assigned too, until the claim is decided.
      unidentified_payments: { count: 1, oldest_at: '2026-12-07T09:00:00.000Z', overdue: 1 },
      payment_claims: { count: 1, oldest_at: '2026-12-07T09:00:00.000Z', overdue: 1 },
      return_claims: { count: 1, oldest_at: '2026-12-07T09:00:00.000Z', overdue: 1 },
      package_claims: { count: 1, oldest_at: '2026-12-07T09:00:00.000Z', overdue: 1 },
      // Three business days have not.
      returns: { count: 1, oldest_at: '2026-12-07T09:00:00.000Z', overdue: 0 },
      disposals: { count: 1, oldest_at: '2026-12-07T09:00:00.000Z', overdue: 0 },
      disposals_approved: { count: 1, oldest_at: '2026-12-08T09:00:00.000Z', overdue: 0 },
    });
    // Every desk of the table is answered to an administrator, in the table's order.
    expect(Object.keys(desks)).toEqual(queueDeskKeys);
  });

  it('answers an empty desk with nothing waiting', async () => {
    const fresh = await createTestApp();
    try {
      const token = await signInOperator(fresh);
      const res = await fresh.call(queuesApi.list, { token });
      for (const desk of res.json<{ desks: DeskQueue[] }>().desks) {
        expect(desk).toEqual({ desk: desk.desk, count: 0, oldest_at: null, overdue: 0 });
      }
    } finally {
      await fresh.close();
    }
  });

  it.each<[OpsRole[], QueueDeskKey[]]>([
    [['finance'], ['withdrawals', 'approvals', 'top_ups', 'unidentified_payments', 'payment_claims', 'purchases']],
    [['warehouse'], ['parcels', 'return_claims', 'package_claims', 'returns', 'disposals', 'disposals_approved']],
    [['support'], ['parcels', 'shop_requests', 'purchases']],
    [
      ['finance', 'support'],
      [
        'withdrawals',
        'approvals',
        'top_ups',
        'unidentified_payments',
        'payment_claims',
        'parcels',
        'shop_requests',
        'purchases',
      ],
    ],
    [[], []],
  ])('shows an operator holding %j only the desks whose lists the roles open', async (roles, expected) => {
    const token = await signInOperator(t, roles);
    expect(Object.keys(await queues(token))).toEqual(expected);
  });

  it('is refused to a seller', async () => {
    const seller = await registerSeller(t);
    expect((await t.call(queuesApi.list, { token: seller.token })).statusCode).toBe(403);
  });
});
