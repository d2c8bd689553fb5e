import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopsApi } from '@cabinet/contracts/shops';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { connectShop } from '../../modules/shops/shops.test-kit.ts';
import { readConsentForm } from './consent.ts';
import { SANDBOX_SESSION_COOKIE } from './owner.ts';
import { sandboxMarketplaceShops } from './kit.schema.ts';

// A marketplace sandbox serves every cabinet of the installation: a shop is its opener's, and nobody else — signed
// out or signed in as another seller — opens it at the consent page or drives its controls (issue 21).
const PER_MINUTE = 60;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: PER_MINUTE });
}, 120_000);
afterAll(() => t.close());

/** The Etsy sandbox's id of a shop it opened (Etsy's shop names are case-insensitive). */
async function etsyShopId(name: string): Promise<string> {
  const [row] = await t.database.db
    .select({ id: sandboxMarketplaceShops.external_id })
    .from(sandboxMarketplaceShops)
    .where(
      and(
        eq(sandboxMarketplaceShops.kind, 'etsy'),
        sql`lower(${sandboxMarketplaceShops.handle}) = ${name.toLowerCase()}`,
      ),
    );
  return row!.id;
}

/** A connection started by `token`'s seller: the consent page's address. */
async function startConnecting(token: string, shopName: string) {
  const started = await t.call(shopsApi.connect, { token, body: { kind: 'etsy', shop_name: shopName } });
  expect(started.statusCode, started.body).toBe(200);
  const authorize = new URL(started.json<{ authorize_url: string }>().authorize_url);
  return { started, url: `${authorize.pathname}${authorize.search}` };
}

const injectOrders = (shopId: string, token?: string, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: `/api/sandbox/etsy/_sandbox/shops/${shopId}/orders`,
    token,
    headers,
    payload: { count: 10_000 },
  });

describe('a sandbox shop belongs to the seller who opened it', () => {
  it('refuses a consent with nobody signed in, with a page that says why', async () => {
    const seller = await registerSeller(t);
    const { url } = await startConnecting(seller.token, 'NobodyShop');
    const page = await t.request({ method: 'GET', url, lang: 'en' });
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('Sign in to Seller Cabinet in this browser first');
    const ua = await t.request({ method: 'GET', url, lang: 'uk' });
    expect(ua.body).toContain('Спочатку увійдіть у Seller Cabinet');
    // Posting the form anyway opens nothing.
    const form = readConsentForm((await t.request({ method: 'GET', url, token: seller.token })).body);
    const posted = await t.request({
      method: 'POST',
      url: form.action,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form.fields, handle: 'NobodyShop', decision: 'allow' }).toString(),
    });
    expect(posted.statusCode).toBe(401);
    expect(posted.headers.location).toBeUndefined();
  });

  it('reads the seller from the cookie the connection start sets, which only the sandboxes receive', async () => {
    const seller = await registerSeller(t);
    const { started, url } = await startConnecting(seller.token, 'CookieShop');
    const cookie = String(started.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${SANDBOX_SESSION_COOKIE}=[^;]+; Path=/api/sandbox; HttpOnly; SameSite=Lax`));
    const page = await t.request({ method: 'GET', url, headers: { cookie: cookie.split(';')[0]! } });
    expect(page.statusCode).toBe(200);
    expect(() => readConsentForm(page.body)).not.toThrow();
  });

  it('will not let another seller sign in as a shop that is not theirs', async () => {
    const owner = await registerSeller(t);
    await connectShop(t, owner.token, 'etsy', 'OwnedByOlena');
    const other = await registerSeller(t);
    const { url } = await startConnecting(other.token, 'OwnedByOlena');
    const form = readConsentForm((await t.request({ method: 'GET', url, token: other.token })).body);
    const posted = await t.request({
      method: 'POST',
      url: form.action,
      token: other.token,
      lang: 'en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...form.fields, handle: 'ownedbyolena', decision: 'allow' }).toString(),
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.body).toContain('belongs to another Seller Cabinet account');
    expect(posted.headers.location).toBeUndefined();
  });
});

describe("a sandbox shop's controls", () => {
  it('inject no orders into another seller’s Etsy shop: signed out 401 (app key or not), as another seller 404', async () => {
    const owner = await registerSeller(t);
    await connectShop(t, owner.token, 'etsy', 'VictimCrafts');
    const shopId = await etsyShopId('VictimCrafts');
    const { keystring, sharedSecret } = t.app.sandboxSecrets.etsy;
    expect((await injectOrders(shopId)).statusCode).toBe(401);
    // Even the installation's own app key opens no control: they take our sign-in.
    expect((await injectOrders(shopId, undefined, { 'x-api-key': `${keystring}:${sharedSecret}` })).statusCode).toBe(
      401,
    );
    const attacker = await registerSeller(t);
    expect((await injectOrders(shopId, attacker.token)).statusCode).toBe(404);
    const found = await t.request({
      method: 'GET',
      url: '/api/sandbox/etsy/_sandbox/shops?shop_name=VictimCrafts',
      token: attacker.token,
    });
    expect(found.json()).toEqual({ count: 0, results: [] });
    // The owner and an operator may.
    const own = await t.request({
      method: 'POST',
      url: `/api/sandbox/etsy/_sandbox/shops/${shopId}/orders`,
      token: owner.token,
      payload: { count: 3 },
    });
    expect(own.statusCode, own.body).toBe(201);
    const operator = await signInOperator(t);
    const byOperator = await t.request({
      method: 'POST',
      url: `/api/sandbox/etsy/_sandbox/shops/${shopId}/orders`,
      token: operator,
      payload: { count: 2 },
    });
    expect(byOperator.statusCode, byOperator.body).toBe(201);
  });

  it('are rate-limited per session like the rest of the API', async () => {
    const owner = await registerSeller(t);
    await connectShop(t, owner.token, 'etsy', 'BusyShop');
    const shopId = await etsyShopId('BusyShop');
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE + 1; i++) {
      const res = await t.request({
        method: 'GET',
        url: `/api/sandbox/etsy/_sandbox/shops/${shopId}/receipts/1/actions`,
        token: owner.token,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  });
});
