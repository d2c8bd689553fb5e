import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceWebhooksApi } from '@cabinet/contracts/shops';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { rowCount } from '../../../test/db.ts';
import { shopPushDeliveries } from '../shops/shops.schema.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { buyerOrders, listOrders } from './orders.test-kit.ts';

/*
 * Issue 22: Etsy's order.paid push through our real route (POST /api/webhooks/etsy), with a signature forged to
 * look real — the same length and format as Etsy's, other bytes. The sandbox's pushes are caught here instead of
 * being sent, so that the test decides what reaches the route: the genuine delivery, or a forgery of it.
 */

interface Push {
  url: string;
  headers: Record<string, string>;
  body: string;
}
const caught: Push[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      deliveryFetch: async (input, init) => {
        caught.push({ url: String(input), headers: init!.headers as Record<string, string>, body: String(init!.body) });
        // Not answered: Etsy would try again 5 s later, which the test clock never reaches.
        return new Response(null, { status: 503 });
      },
    },
  );
});
afterAll(() => t.close());

const SIGNATURE = /^v1,[A-Za-z0-9+/]{43}=$/;

/** Another signature of the same length and format: the genuine one's bytes, each flipped. */
function flipped(signature: string): string {
  const digest = Buffer.from(signature.slice('v1,'.length), 'base64');
  return `v1,${Buffer.from(digest.map((byte) => byte ^ 0xff)).toString('base64')}`;
}

const deliver = (push: Push, signature: string) =>
  t.call(marketplaceWebhooksApi.receive, {
    params: { type: 'etsy' },
    headers: { ...push.headers, 'webhook-signature': signature },
    payload: push.body,
  });

describe("Etsy's order.paid push", () => {
  it('is refused (401) with a forged signature of the right length, importing nothing; the genuine one imports', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'etsy', 'ForgedPushShop');
    const ordersBefore = (await listOrders(t, seller.token)).total;
    const receipt = await buyerOrders(t, shop.id);
    const push = caught.find((p) => p.url.endsWith('/api/webhooks/etsy') && p.body.includes(`/receipts/${receipt}`));
    expect(push, 'the sandbox pushed the new receipt').toBeDefined();
    const genuine = push!.headers['webhook-signature']!;
    expect(genuine).toMatch(SIGNATURE);
    const deliveriesBefore = await rowCount(t.database, shopPushDeliveries);

    const otherSecret = `whsec_${randomBytes(32).toString('base64')}`;
    const at = new Date(Number(push!.headers['webhook-timestamp']) * 1000);
    const forgeries = {
      'the genuine bytes flipped': flipped(genuine),
      "signed with another secret (an attacker's)": new Webhook(otherSecret).sign(
        push!.headers['webhook-id']!,
        at,
        push!.body,
      ),
    };
    for (const [how, forged] of Object.entries(forgeries)) {
      expect(forged, how).toMatch(SIGNATURE);
      expect(forged.length, how).toBe(genuine.length);
      expect(forged, how).not.toBe(genuine);
      const res = await deliver(push!, forged);
      expect(res.statusCode, how).toBe(401);
      expect(res.json(), how).toMatchObject({ code: 'webhook_signature_invalid', message: expect.any(String) });
    }
    await t.app.services.orders.importer.settled();
    expect((await listOrders(t, seller.token, { q: receipt })).items).toEqual([]);
    expect((await listOrders(t, seller.token)).total).toBe(ordersBefore);
    // Not even its delivery id was taken: the genuine delivery below is not mistaken for a repeat.
    expect(await rowCount(t.database, shopPushDeliveries)).toBe(deliveriesBefore);

    const res = await deliver(push!, genuine);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    await t.app.services.orders.importer.settled();
    expect((await listOrders(t, seller.token, { q: receipt })).items).toEqual([
      expect.objectContaining({ external_id: receipt, payment_status: 'paid' }),
    ]);
    expect((await listOrders(t, seller.token)).total).toBe(ordersBefore + 1);
  });
});
