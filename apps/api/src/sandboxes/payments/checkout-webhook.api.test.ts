import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { balanceOf } from '../../../test/money.ts';
import { PGLITE_LIMITS } from '../../platform/http/load-shed.ts';
import { topUps } from '../../modules/money/top-up/top-up.schema.ts';
import { sessionOf, startTopUp } from '../../modules/money/top-up/top-up.test-support.ts';
import { deliveriesOf } from '../deliveries/deliveries.ts';

/*
 * The hosted checkout answers the buyer at once and its webhook reaches our server afterwards, over HTTP at
 * PUBLIC_URL (here: the app's loopback port). A test may hold the webhooks back on their way, to see what the buyer
 * got before any arrived.
 */
let t: TestApp;
let hold: Promise<void> | null = null;
const sent: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      listen: true,
      deliveryFetch: async (input, init) => {
        sent.push(String(input));
        if (hold) await hold;
        const { port } = t.app.server.address() as AddressInfo;
        const url = new URL(String(input));
        return fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, init);
      },
    },
  );
});
afterAll(() => t.close());

async function pendingTopUp(amount: string) {
  const seller = await registerSeller(t);
  const res = await startTopUp(t, seller.token, { method: 'card', amount });
  const { top_up, checkout_url } = res.json<{ top_up: { id: number }; checkout_url: string }>();
  return { token: seller.token, topUpId: top_up.id, session: sessionOf(checkout_url) };
}

const press = (session: string) =>
  t.request({
    method: 'POST',
    url: `/api/sandbox/payments/checkout/${session}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'outcome=pay',
  });

describe('the sandbox checkout and its webhook', () => {
  it('sends the buyer back before the webhook is delivered; the webhook then credits the top-up', async () => {
    const s = await pendingTopUp('12');
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    try {
      const before = sent.length;
      const pressed = await press(s.session);
      expect(pressed.statusCode).toBe(303);
      // The buyer has the answer while the webhook is still on its way: nothing credited yet.
      const [row] = await t.database.db.select().from(topUps).where(eq(topUps.id, s.topUpId));
      expect(row!.status).toBe('pending');
      const [queued] = await deliveriesOf(t.database.db, 'payments', s.session);
      expect(queued).toMatchObject({ url: 'http://localhost:8080/api/payments/webhook', delivered_at: null });
      release();
      await t.app.deliveries.settled();
      expect(sent.length).toBe(before + 1);
    } finally {
      hold = null;
    }
    const [delivered] = await deliveriesOf(t.database.db, 'payments', s.session);
    expect(delivered).toMatchObject({ attempts: 1, last_status: 200, next_attempt_at: null });
    expect(await balanceOf(t, s.token)).toMatchObject({ available: '12.00' });
  });

  it('ten payers pressing Pay at once on a server at its request ceiling all get through, each credited once', async () => {
    const payers = [];
    for (let i = 0; i < 10; i += 1) payers.push(await pendingTopUp(String(10 + i)));
    // The embedded database's admission bound (4 at a time) that made five of ten presses answer 503. The wait is
    // longer than in production so that a slow test machine sheds nothing: a press that held its slot while its
    // webhook waited for another never got one, however long the wait.
    t.app.admission.configure({ ...PGLITE_LIMITS, maxWaitMs: 10_000 });
    const shedBefore = t.app.admission.shed;
    try {
      const pressed = await Promise.all(payers.map((p) => press(p.session)));
      expect(pressed.map((r) => r.statusCode)).toEqual(Array(10).fill(303));
      await t.app.deliveries.settled();
      const rows = await t.database.db
        .select()
        .from(topUps)
        .where(
          inArray(
            topUps.id,
            payers.map((p) => p.topUpId),
          ),
        );
      expect(rows.map((r) => r.status)).toEqual(Array(10).fill('paid'));
      const balances = await Promise.all(payers.map((p) => balanceOf(t, p.token)));
      expect(balances.map((b) => b.available)).toEqual(payers.map((_, i) => `${10 + i}.00`));
      expect(t.app.admission.shed).toBe(shedBefore);
    } finally {
      t.app.admission.configure({ maxInFlight: Infinity, maxQueue: Infinity, maxWaitMs: Infinity });
    }
  });
});
