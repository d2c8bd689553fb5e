import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { fundedSeller, signInOperator } from '../../../test/money.ts';
import { DEMO_SELLER } from '../../seed/seed.ts';
import { insertShipment } from './lifecycle.test-kit.ts';
import { advanceDemoShipments, SANDBOX_STEP_AFTER_MINUTES } from './shipments.job.ts';

let t: TestApp;
let demoToken: string;
beforeAll(async () => {
  // The seed runs on this empty database: the demo seller, its balance and its shipments.
  t = await createTestApp({ SEED_DEMO: true });
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/web/',
    payload: { login: DEMO_SELLER.email, password: DEMO_SELLER.password },
  });
  demoToken = res.json().token;
});
afterAll(() => t.close());

const statuses = async () => {
  const res = await t.request({ method: 'GET', url: '/api/shipping/shipment?on_page=50', token: demoToken });
  return (res.json().shipments as Array<{ id: number; status: string; pending_action: string | null }>).sort(
    (a, b) => a.id - b.id,
  );
};

const run = (carriers: { name: 'sandbox' | 'live' } = t.app.services.carriers) =>
  advanceDemoShipments({
    lifecycle: t.app.services.shipmentLifecycle,
    accounts: t.app.services.accountRepo,
    carriers,
    demoEmail: DEMO_SELLER.email,
    now: t.clock.now,
  });

describe('the demo seed', () => {
  it('gives the demo seller shipments in several statuses, paid through the ledger', async () => {
    expect((await statuses()).map((s) => s.status)).toEqual([
      'customer_created',
      'customer_sent',
      'in_ua_warehouse',
      'transit_ua_buyer',
      'delivered',
      'in_transit_warehouse',
    ]);
    expect((await statuses()).at(-1)!.pending_action).toBe('buy_label');
    const balance = (await t.request({ method: 'GET', url: '/api/user/balance', token: demoToken })).json();
    expect(Number(balance.will_be_removed.amount)).toBeGreaterThan(0);
    expect(Number(balance.available.amount)).toBeLessThan(500);
  });
});

describe('the sandbox job', () => {
  it('moves each idle demo shipment one step, leaves what waits for the seller, and never touches others', async () => {
    const op = await signInOperator(t);
    const stranger = await fundedSeller(t, '100', op);
    const theirs = await insertShipment(t, { accountId: stranger.accountId });

    expect(await run()).toEqual({ moved: 0 });
    t.clock.advance((SANDBOX_STEP_AFTER_MINUTES + 1) * 60_000);
    expect(await run()).toEqual({ moved: 4 });
    expect((await statuses()).map((s) => s.status)).toEqual([
      'customer_sent',
      'in_ua_warehouse',
      'transit_ua_buyer',
      'delivered',
      'delivered',
      'in_transit_warehouse',
    ]);
    expect(await run()).toEqual({ moved: 0 });
    const detail = await t.request({ method: 'GET', url: `/api/ops/shipments/${theirs.id}`, token: op });
    expect(detail.json().shipment.status).toBe('customer_created');
  });

  it('does nothing with a real carrier', async () => {
    t.clock.advance((SANDBOX_STEP_AFTER_MINUTES + 1) * 60_000);
    expect(await run({ name: 'live' })).toEqual({ moved: 0 });
  });
});
