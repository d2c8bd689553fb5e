import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersApi } from '@cabinet/contracts/orders';
import { type ConnectionRequest, type Shop, shopsApi } from '@cabinet/contracts/shops';
import { createTestApp, notificationsOf, registerSeller, type TestApp } from '../../../test/app.ts';
import { requestOf } from '../../../test/call.ts';
import { signInOperator } from '../../../test/money.ts';
import { shops as shopsTable } from './shops.schema.ts';
import { eq } from 'drizzle-orm';
import { createSealer } from '../../platform/secrets/sealed-secrets.ts';
import { DEVELOPMENT_SECRETS_KEY } from '../../providers/marketplaces/marketplaces.config.ts';
import { sandboxMarketplaceShops, sandboxMarketplaceTokens } from '../../sandboxes/marketplace-kit/kit.schema.ts';
import { revokeTokens, sha256, shopByExternalId } from '../../sandboxes/marketplace-kit/store.ts';
import { connectShop, consent, finish } from './shops.test-kit.ts';

// Shop connections over the Etsy sandbox this server serves: the consent page, the redirect back, the checks.
let t: TestApp;
let ops: string;
beforeAll(async () => {
  t = await createTestApp();
  ops = await signInOperator(t);
}, 60_000);
afterAll(() => t.close());

const overview = async (token: string) =>
  (await t.call(shopsApi.list, { token })).json<{
    shops: Shop[];
    kinds: Array<{ kind: string; available: boolean; sandbox: boolean }>;
  }>();

describe('connecting an Etsy shop', () => {
  it('offers the sandboxed marketplaces and connects a shop whose orders are then imported', async () => {
    const seller = await registerSeller(t);
    const before = await overview(seller.token);
    expect(before.shops).toEqual([]);
    expect(before.kinds.find((k) => k.kind === 'etsy')).toEqual(
      expect.objectContaining({ available: true, sandbox: true }),
    );
    const shop = await connectShop(t, seller.token, 'etsy', 'KyivCeramics');
    expect(shop).toMatchObject({ kind: 'etsy', name: 'KyivCeramics', status: 'connected', track_mode: 'destination' });
    const [listed] = (await overview(seller.token)).shops;
    expect(listed).toMatchObject({ id: shop.id, sync_state: 'idle', sync_error: null });
    expect(listed!.orders_count).toBeGreaterThan(5);
    expect(listed!.last_synced_at).not.toBeNull();
  });

  it('a denied consent ends in a translated refusal and no shop', async () => {
    const seller = await registerSeller(t);
    const params = await consent(t, seller.token, 'etsy', 'DeniedShop', 'deny');
    expect(params.error).toBe('access_denied');
    const res = await finish(t, seller.token, 'etsy', params, 'uk');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'integration_denied', message: expect.stringContaining('не дозволено') });
    expect((await overview(seller.token)).shops).toEqual([]);
  });

  it('refuses a wrong state, a replayed redirect and another seller’s redirect', async () => {
    const seller = await registerSeller(t);
    const params = await consent(t, seller.token, 'etsy', 'StateShop');
    const forged = await finish(t, seller.token, 'etsy', { ...params, state: 'not-ours' });
    expect(forged.json()).toMatchObject({ code: 'integration_state_mismatch' });
    const other = await registerSeller(t);
    expect((await finish(t, other.token, 'etsy', params)).json()).toMatchObject({
      code: 'integration_state_mismatch',
    });
    expect((await finish(t, seller.token, 'etsy', params)).statusCode).toBe(200);
    const replay = await finish(t, seller.token, 'etsy', params);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'integration_code_invalid' });
    expect((await overview(other.token)).shops).toEqual([]);
    await t.app.services.orders.importer.settled();
  });

  it('refuses a link older than 30 minutes', async () => {
    const seller = await registerSeller(t);
    const params = await consent(t, seller.token, 'etsy', 'SlowShop');
    t.clock.advance(31 * 60_000);
    const res = await finish(t, seller.token, 'etsy', params);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'integration_link_expired' });
  });

  it('links one Etsy shop to one cabinet', async () => {
    const first = await registerSeller(t);
    await connectShop(t, first.token, 'etsy', 'SharedShop');
    const second = await registerSeller(t);
    // The sandbox lets nobody else sign in as the shop (tenancy.api.test.ts); as if the marketplace had (a live shop
    // its owner handed on), our own check still links it to one cabinet.
    await t.database.db
      .update(sandboxMarketplaceShops)
      .set({ owner_account_id: null })
      .where(eq(sandboxMarketplaceShops.handle, 'sharedshop'));
    const res = await finish(t, second.token, 'etsy', await consent(t, second.token, 'etsy', 'SharedShop'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'shop_connected_elsewhere' });
  });

  it('checks the shop name before making a link', async () => {
    const seller = await registerSeller(t);
    const res = await t.call(shopsApi.connect, {
      token: seller.token,
      lang: 'en',
      body: { kind: 'etsy', shop_name: 'not a name!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_error',
      errors: { shop_name: [expect.stringContaining('shop name')] },
    });
  });
});

describe('a connected shop', () => {
  it('whose Amazon authorisation ends within two weeks: the seller is told once, with the date', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'amazon', 'EndingYear');
    const ends = new Date(shop.authorization_expires_at!);
    const told = async () =>
      (await notificationsOf(t, seller.token)).filter((n) => n.kind === 'sales.authorization_ending');
    // The job runs on days ahead; the seller reads today (a session does not live for a year).
    const runOn = async (day: Date) => {
      t.clock.set(day);
      await t.app.services.authorizationWarnings.warnEnding();
      t.clock.set(new Date());
    };
    await runOn(new Date(ends.getTime() - 20 * 86_400_000));
    expect(await told()).toEqual([]);
    await runOn(new Date(ends.getTime() - 13 * 86_400_000));
    await runOn(new Date(ends.getTime() - 12 * 86_400_000));
    const date = ends.toLocaleDateString('uk-UA', { timeZone: 'Europe/Kyiv' });
    expect(await told()).toEqual([
      expect.objectContaining({ payload: { shop: 'EndingYear', kind: 'amazon', marketplace: 'Amazon', date } }),
    ]);
  });

  it('whose tokens were sealed under a key the server no longer holds asks to be reconnected, and unlinks', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'etsy', 'ForeignKeyShop');
    const [row] = await t.database.db.select().from(shopsTable).where(eq(shopsTable.id, shop.id));
    // As if SECRETS_KEY had been replaced without SECRETS_KEY_PREVIOUS.
    const foreign = createSealer('another-deployment-key-of-at-least-32-chars');
    const context = `shop-tokens:etsy:${row!.external_id}`;
    await t.database.db
      .update(shopsTable)
      .set({
        credentials: {
          ...row!.credentials!,
          accessToken: foreign.seal('a', context),
          refreshToken: foreign.seal('r', context),
        },
      })
      .where(eq(shopsTable.id, shop.id));
    expect((await t.app.services.orders.importer.sync(shop.id)).outcome).toBe('failed');
    expect((await overview(seller.token)).shops[0]).toMatchObject({ status: 'reconnect' });
    const unlinked = await t.call(shopsApi.remove, { params: { id: shop.id }, token: seller.token });
    expect(unlinked.statusCode).toBe(204);
  });

  it('that the marketplace stops taking asks to be reconnected, and the seller is told once', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'etsy', 'RevokedAtEtsy');
    const [row] = await t.database.db.select().from(shopsTable).where(eq(shopsTable.id, shop.id));
    // The seller removes our app at Etsy: every token of the shop dies there.
    const atEtsy = await shopByExternalId(t.database.db, 'etsy', row!.external_id);
    await revokeTokens(t.database.db, atEtsy!.id, null, new Date());
    await t.app.services.orders.importer.sync(shop.id);
    await t.app.services.orders.importer.sync(shop.id);
    expect((await overview(seller.token)).shops[0]).toMatchObject({ status: 'reconnect' });
    const told = (await notificationsOf(t, seller.token)).filter((n) => n.kind === 'sales.shop_reconnect');
    expect(told).toEqual([
      expect.objectContaining({ payload: { shop: 'RevokedAtEtsy', kind: 'etsy', marketplace: 'Etsy' } }),
    ]);
  });

  it('keeps its marketplace tokens sealed: the row holds no token the marketplace issued, and opens to one', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'etsy', 'SealedTokens');
    const [row] = await t.database.db.select().from(shopsTable).where(eq(shopsTable.id, shop.id));
    const stored = row!.credentials!;
    expect(stored.accessToken).toMatch(/^sealed1\./);
    expect(stored.refreshToken).toMatch(/^sealed1\./);
    const issued = await t.database.db
      .select({ hash: sandboxMarketplaceTokens.hash })
      .from(sandboxMarketplaceTokens)
      .where(eq(sandboxMarketplaceTokens.kind, 'etsy'));
    const hashes = new Set(issued.map((token) => token.hash));
    expect(hashes.has(sha256(stored.accessToken))).toBe(false);
    const opened = createSealer(DEVELOPMENT_SECRETS_KEY).open(
      stored.accessToken,
      `shop-tokens:etsy:${row!.external_id}`,
    );
    expect(hashes.has(sha256(opened))).toBe(true);
  });

  it('unlinks after which its tokens are gone and its orders stay', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'etsy', 'UnlinkMe');
    const other = await registerSeller(t);
    expect((await t.call(shopsApi.remove, { params: { id: shop.id }, token: other.token })).statusCode).toBe(404);
    expect((await t.call(shopsApi.remove, { params: { id: shop.id }, token: seller.token })).statusCode).toBe(204);
    expect((await overview(seller.token)).shops).toEqual([]);
    const [row] = await t.database.db.select().from(shopsTable).where(eq(shopsTable.id, shop.id));
    expect(row!.credentials).toBeNull();
    const orders = await t.call(ordersApi.list, { token: seller.token });
    const kept = orders.json<{ total: number }>().total;
    expect(kept).toBeGreaterThan(0);
    // Connected again: the same shop, its orders not imported a second time.
    const again = await connectShop(t, seller.token, 'etsy', 'UnlinkMe');
    expect(again.id).toBe(shop.id);
    const after = await t.call(ordersApi.list, { token: seller.token });
    expect(after.json<{ total: number }>().total).toBe(kept);
  });

  it('keeps the Etsy track mode the seller chooses, and only for Etsy', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'etsy', 'ModeShop');
    const res = await t.call(shopsApi.update, {
      params: { id: shop.id },
      token: seller.token,
      body: { track_mode: 'after_warehouse' },
    });
    expect(res.json()).toMatchObject({ track_mode: 'after_warehouse' });
    const bad = await t.call(shopsApi.update, {
      params: { id: shop.id },
      token: seller.token,
      payload: { track_mode: 'sometimes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a huge or foreign id with 400 or 404, never 5xx', async () => {
    const seller = await registerSeller(t);
    expect((await t.call(shopsApi.sync, { params: { id: 99999999999 }, token: seller.token })).statusCode).toBe(400);
    expect((await t.call(shopsApi.sync, { params: { id: 2147483647 }, token: seller.token })).statusCode).toBe(404);
    const unknownKind = await t.call(shopsApi.finish, {
      params: { type: 'wish' },
      token: seller.token,
      body: { params: {} },
    });
    expect(unknownKind.statusCode).toBe(400);
  });
});

describe('§9 connection requests', () => {
  it('are due in 3 business days, answered by an operator, and the seller sees the answer', async () => {
    t.clock.set(new Date('2026-11-26T09:00:00Z')); // a Thursday
    const seller = await registerSeller(t);
    const created = await t.call(shopsApi.request, {
      token: seller.token,
      payload: { platform: 'Prom.ua', shop_url: 'https://prom.ua/my-shop', comment: 'Please' },
    });
    expect(created.statusCode).toBe(201);
    const request = created.json<ConnectionRequest>();
    expect(request).toMatchObject({ status: 'new', due_at: '2026-12-01T09:00:00.000Z' });
    const queue = await t.call(shopsApi.opsRequests, { query: { status: 'new' }, token: ops });
    expect(queue.json<{ items: ConnectionRequest[] }>().items.map((r) => r.id)).toContain(request.id);
    const answered = await t.call(shopsApi.opsAnswer, {
      params: { id: request.id },
      token: ops,
      body: { status: 'declined', answer: 'Not this year' },
    });
    expect(answered.json()).toMatchObject({ status: 'declined', account_email: seller.email });
    const mine = await t.call(shopsApi.requests, { token: seller.token });
    expect(mine.json<{ items: ConnectionRequest[] }>().items[0]).toMatchObject({
      status: 'declined',
      answer: 'Not this year',
    });
    expect((await notificationsOf(t, seller.token))[0]).toMatchObject({
      kind: 'sales.connection_request_answered',
      payload: { platform: 'Prom.ua', status: 'declined' },
    });
    t.clock.set(new Date());
  });
});

describe('operators', () => {
  it('see every shop with its sync state and re-run a sync', async () => {
    const seller = await registerSeller(t);
    const shop = await connectShop(t, seller.token, 'etsy', 'OpsShop');
    const list = await t.call(shopsApi.opsShops, { query: { q: 'OpsShop' }, token: ops });
    expect(list.json<{ items: Array<{ id: number; account_email: string }> }>().items).toEqual([
      expect.objectContaining({ id: shop.id, account_email: seller.email }),
    ]);
    const sync = await t.call(shopsApi.opsSync, { params: { id: shop.id }, token: ops });
    expect(sync.statusCode).toBe(202);
    await t.app.services.orders.importer.settled();
    // A GET, as this test has always sent it, though the operation is a POST: the 404 of a route not declared.
    const sellerSync = { ...requestOf(shopsApi.opsSync, { params: { id: shop.id } }), method: 'GET' as const };
    expect((await t.request({ ...sellerSync, token: seller.token })).statusCode).toBe(404);
  });
});
