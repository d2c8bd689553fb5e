import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSummary } from '@cabinet/contracts/orders';
import { marketplaceWebhooksApi, shopsApi } from '@cabinet/contracts/shops';
import { eq } from 'drizzle-orm';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { requestOf } from '../../../test/call.ts';
import { signInOperator } from '../../../test/money.ts';
import { ebayChallengeResponse } from '../../providers/marketplaces/ebay/ebay-notifications.ts';
import { ebaySignatureOf } from '../../sandboxes/ebay/notifications.routes.ts';
import { connectShop } from '../shops/shops.test-kit.ts';
import { shops as shopsTable } from '../shops/shops.schema.ts';
import { marketplaceOrders } from './orders.schema.ts';
import { sandboxDeliveries } from '../../sandboxes/deliveries/deliveries.schema.ts';
import { getOrder, listOrders } from './orders.test-kit.ts';

// eBay's marketplace account deletion notices, end to end: the eBay sandbox checks our endpoint, pushes a signed
// notice, and our server erases the user's data — as a buyer in orders, as a seller in shops.
const PUBLIC_URL = 'https://cabinet.example';
/** Where eBay sends the notices: the address eBay is told (the challenge's answer hashes it). */
const ENDPOINT = requestOf(marketplaceWebhooksApi.ebayAccountDeletion).url;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL }, { listen: true });
}, 60_000);
afterAll(() => t.close());

/** Asks the eBay sandbox, with the `token`'s session, to tell us that `username` closed their eBay account. */
const askToClose = (token: string | undefined, username: string) =>
  t.request({ method: 'POST', url: '/api/sandbox/ebay/_sandbox/account-deletions', token, payload: { username } });
/** Makes the eBay sandbox tell us that `username` closed their eBay account; answers how its delivery went. */
async function closeAccount(token: string, username: string) {
  const queued = await askToClose(token, username);
  expect(queued.statusCode).toBe(202);
  await t.app.deliveries.settled();
  const id = queued.json<{ delivery_id: string }>().delivery_id;
  const [row] = await t.database.db.select().from(sandboxDeliveries).where(eq(sandboxDeliveries.delivery_id, id));
  return { delivered: row!.delivered_at !== null, status: row!.last_status };
}

const notice = (username: string) =>
  JSON.stringify({
    metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
    notification: { notificationId: `forged-${username}`, data: { username, userId: 'x' } },
  });

const rawOf = async (id: number) =>
  (await t.database.db.select().from(marketplaceOrders).where(eq(marketplaceOrders.id, id)))[0]!.raw as {
    buyer?: { username?: string };
  };

describe('eBay account deletion notices', () => {
  it('answers eBay’s challenge with the hash of the code, our verification token and our address', async () => {
    const res = await t.call(marketplaceWebhooksApi.ebayChallenge, {
      query: { challenge_code: 'a8628072-3d33-45ee-9004' },
    });
    expect(res.json()).toEqual({
      challengeResponse: ebayChallengeResponse(
        'a8628072-3d33-45ee-9004',
        t.app.sandboxSecrets.ebay.verificationToken,
        `${PUBLIC_URL}${ENDPOINT}`,
      ),
    });
    expect((await t.call(marketplaceWebhooksApi.ebayChallenge)).statusCode).toBe(400);
  });

  it('erases a buyer who closed their account from the orders, and keeps the seller’s books', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'ebay', 'books.keeper');
    const { items } = await listOrders(t, seller.token, { on_page: 100 });
    const order = items[0] as OrderSummary;
    const buyer = (await rawOf(order.id)).buyer!.username!;
    const others = items.filter((o) => o.id !== order.id);

    expect(await closeAccount(seller.token, buyer)).toEqual({ delivered: true, status: 204 });
    const erased = await getOrder(t, seller.token, order.id);
    expect(erased).toMatchObject({
      buyer_name: null,
      buyer_email: null,
      buyer_note: null,
      ship_to: null,
      buyer_erased: 'notice',
    });
    expect(erased.number).toBe(order.number);
    expect(erased.lines.length).toBeGreaterThan(0);
    expect(await rawOf(order.id)).not.toHaveProperty('buyer');
    // eBay answering with the order again (a re-sync) does not bring the buyer back.
    const [shopRow] = await t.database.db.select().from(shopsTable).where(eq(shopsTable.id, shop.id));
    await t.app.services.orders.importer.importOne(shopRow!, erased.external_id);
    expect(await getOrder(t, seller.token, order.id)).toMatchObject({ buyer_name: null, buyer_erased: 'notice' });
    // The buyer's name no longer finds the order; its number still does.
    expect((await listOrders(t, seller.token, { q: order.buyer_name ?? buyer })).items).toEqual([]);
    expect((await listOrders(t, seller.token, { q: order.number })).items.map((o) => o.id)).toEqual([order.id]);
    // Another buyer's order is untouched.
    const other = others.find((o) => o.buyer_name && o.buyer_name !== order.buyer_name);
    if (other) {
      expect(await getOrder(t, seller.token, other.id)).toMatchObject({
        buyer_name: other.buyer_name,
        buyer_erased: null,
      });
    }
  });

  it('forgets a seller who closed their eBay account: the shop is unlinked and names them no more', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'ebay', 'closing.seller');
    expect(await closeAccount(seller.token, 'closing.seller')).toEqual({ delivered: true, status: 204 });
    const [row] = await t.database.db.select().from(shopsTable).where(eq(shopsTable.id, shop.id));
    expect(row).toMatchObject({ credentials: null, name: `closed:${shop.id}`, external_id: `closed:${shop.id}` });
    expect(row!.unlinked_at).not.toBeNull();
    const overview = await t.call(shopsApi.list, { token: seller.token });
    expect(overview.json<{ shops: unknown[] }>().shops).toEqual([]);
    // Its orders stay the seller's.
    expect((await listOrders(t, seller.token)).total).toBeGreaterThan(0);
  });

  it('refuses a notice it cannot verify with 412 and changes nothing', async () => {
    const seller = await registerSeller(t);
    await connectShop(t, seller.token, 'ebay', 'guarded.seller');
    const send = (body: string, signature: string) =>
      t.call(marketplaceWebhooksApi.ebayAccountDeletion, {
        headers: { 'content-type': 'application/json', 'x-ebay-signature': signature },
        payload: body,
      });
    const signed = notice('guarded.seller');
    // eBay's key, another body; a key eBay never had; no signature at all.
    const altered = await send(notice('guarded.seller').replace('forged', 'altered'), ebaySignatureOf(signed));
    const unknownKey = await send(signed, ebaySignatureOf(signed, '00000000-0000-0000-0000-000000000000'));
    const unsigned = await send(signed, '');
    expect([altered.statusCode, unknownKey.statusCode, unsigned.statusCode]).toEqual([412, 412, 412]);
    expect(altered.json()).toMatchObject({ code: 'webhook_signature_invalid' });
    const overview = await t.call(shopsApi.list, { token: seller.token });
    expect(overview.json<{ shops: Array<{ name: string }> }>().shops).toEqual([
      expect.objectContaining({ name: 'guarded.seller' }),
    ]);
    // A genuine notice, delivered twice, is acted on once.
    expect((await send(signed, ebaySignatureOf(signed))).statusCode).toBe(204);
    expect((await send(signed, ebaySignatureOf(signed))).statusCode).toBe(204);
  });

  it('closes no other seller’s eBay account: without a session 401, as another seller 404, the shop stays', async () => {
    const victim = await registerSeller(t);
    const shop = await connectShop(t, victim.token, 'ebay', 'victim.seller');
    const attacker = await registerSeller(t);
    await connectShop(t, attacker.token, 'ebay', 'attacker.seller');
    expect((await askToClose(undefined, 'victim.seller')).statusCode).toBe(401);
    expect((await askToClose(attacker.token, 'victim.seller')).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(shopsTable).where(eq(shopsTable.id, shop.id));
    expect(row).toMatchObject({ unlinked_at: null, external_id: 'victim.seller' });
    expect(row!.credentials).not.toBeNull();
    // An operator may make any eBay user close their account.
    const operator = await signInOperator(t);
    expect(await closeAccount(operator, 'victim.seller')).toEqual({ delivered: true, status: 204 });
  });
  it('limits the notice route per sender address like a credential check', async () => {
    const limited = await createTestApp({ PUBLIC_URL, RATE_LIMIT_CREDENTIALS_PER_MINUTE: 5 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const forged = Buffer.from(
          JSON.stringify({ alg: 'ECDSA', kid: `forged-${i}`, signature: 'AAAA', digest: 'SHA1' }),
        ).toString('base64');
        const res = await limited.call(marketplaceWebhooksApi.ebayAccountDeletion, {
          remoteAddress: '198.51.100.7',
          headers: { 'content-type': 'application/json', 'x-ebay-signature': forged },
          payload: notice(`flood${i}`),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([412, 412, 412, 412, 412, 429, 429]);
    } finally {
      await limited.close();
    }
  }, 240_000);
});
