import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSeller } from '../../../../test/app.ts';
import { buyerOrders, listOrders } from '../../../modules/orders/orders.test-kit.ts';
import { connectShop } from '../../../modules/shops/shops.test-kit.ts';
import type { ShopSession } from '../marketplace.ts';
import { sandboxMarketplaceShops } from '../../../sandboxes/marketplace-kit/kit.schema.ts';
import { MARKET_SCOPES } from './market-endpoints.ts';
import { pkceChallenge, TOKEN_PATH } from './market-oauth.ts';
import { basicOf, refusal, startMarketKit, type MarketKit } from './market.test-kit.ts';
import { expectForeignCallbacksRefused } from '../sandbox.test-kit.ts';
import { CODE_TTL_MS } from '../../../sandboxes/market/oauth.routes.ts';
import { marketSandbox } from '../../../sandboxes/market/sandbox.ts';

// The market's OAuth with PKCE and a client secret, its tokens and their revocation: adapter against sandbox over HTTP.
let kit: MarketKit;
beforeAll(async () => {
  kit = await startMarketKit();
}, 60_000);
afterAll(() => kit.t.close());

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const refreshWith = (refreshToken: string, basic = kit.clientBasic) =>
  kit.raw(TOKEN_PATH, { basic, form: { grant_type: 'refresh_token', refresh_token: refreshToken } });

describe('connecting a market shop', () => {
  it('sends the seller to the consent page with the PKCE S256 challenge of the verifier', () => {
    const pending = kit.pending();
    const url = new URL(kit.adapter.authorizeUrl(pending));
    expect(`${url.origin}${url.pathname}`).toBe(`${kit.api}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: kit.t.app.sandboxSecrets.market.clientId,
      redirect_uri: pending.redirectUri,
      scope: MARKET_SCOPES.join(' '),
      state: pending.state,
      code_challenge: pkceChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
  });

  it('connects through Allow: code and state come back, the code becomes tokens and the shop', async () => {
    const pending = kit.pending();
    const back = await kit.consent(pending, 'Kyiv-Ceramics');
    expect(Object.keys(back).sort()).toEqual(['code', 'state']);
    expect(back.state).toBe(pending.state);
    const shop = await kit.adapter.finishAuthorization(back, pending);
    expect(shop).toMatchObject({
      externalId: expect.stringMatching(/^shp_[0-9a-f]{16}$/),
      name: 'Kyiv Ceramics',
      url: 'https://market.seller-cabinet.example/shops/kyiv-ceramics',
    });
    const { credentials } = shop;
    expect(credentials.account).toEqual({ shop_id: shop.externalId, handle: 'kyiv-ceramics' });
    expect(credentials.accessExpiresAt!.getTime() - kit.t.clock.now().getTime()).toBe(HOUR_MS);
    expect(credentials.authorizationExpiresAt!.getTime() - kit.t.clock.now().getTime()).toBe(60 * DAY_MS);
    // The same handle, in any case, signs in to the same shop.
    expect((await kit.connect('kyiv-ceramics')).shop.externalId).toBe(shop.externalId);
  });

  it('is refused when the seller denies, with RFC 6749’s error parameters on the redirect', async () => {
    const pending = kit.pending();
    const back = await kit.consent(pending, 'kyiv-ceramics', 'deny');
    expect(back).toEqual({
      error: 'access_denied',
      error_description: 'The seller denied the request.',
      state: pending.state,
    });
    await refusal(kit.adapter.finishAuthorization(back, pending), 'denied');
  });

  it('refuses a redirect whose state is not ours, before exchanging anything', async () => {
    const pending = kit.pending();
    const back = await kit.consent(pending, 'kyiv-ceramics');
    const before = kit.calls.length;
    await refusal(kit.adapter.finishAuthorization({ ...back, state: 'forged' }, pending), 'state_mismatch');
    expect(kit.calls.length).toBe(before);
  });

  it('takes a code once, within its ten minutes, and only with its verifier', async () => {
    const pending = kit.pending();
    const back = await kit.consent(pending, 'kyiv-ceramics');
    await kit.adapter.finishAuthorization(back, pending);
    const replayed = await refusal(kit.adapter.finishAuthorization(back, pending), 'invalid_grant');
    expect(replayed).toMatchObject({
      status: 400,
      message: 'invalid_grant: The authorization code has already been used.',
    });

    const late = kit.pending();
    const lateBack = await kit.consent(late, 'kyiv-ceramics');
    kit.t.clock.advance(CODE_TTL_MS + 1000);
    expect((await refusal(kit.adapter.finishAuthorization(lateBack, late), 'invalid_grant')).message).toBe(
      'invalid_grant: The authorization code has expired.',
    );

    const forged = kit.pending();
    const forgedBack = await kit.consent(forged, 'kyiv-ceramics');
    const wrongVerifier = { ...forged, codeVerifier: kit.pending().codeVerifier };
    expect((await refusal(kit.adapter.finishAuthorization(forgedBack, wrongVerifier), 'invalid_grant')).message).toBe(
      'invalid_grant: code_verifier does not match the code_challenge.',
    );
  });

  it('refuses an account whose shop is closed', async () => {
    const pending = kit.pending();
    const error = await refusal(
      kit.adapter.finishAuthorization(await kit.consent(pending, 'closed-shop'), pending),
      'bad_shop',
    );
    expect(error).toMatchObject({ status: 404, message: 'This account has no open shop.' });
    // Its orders, if any arrive, stay out of sight and are not pushed.
    const [closed] = await kit.t.database.db
      .select()
      .from(sandboxMarketplaceShops)
      .where(eq(sandboxMarketplaceShops.handle, 'closed-shop'));
    const sent: string[] = [];
    kit.pushes.fetch = async (url) => {
      sent.push(String(url));
      return new Response(null, { status: 200 });
    };
    expect(await marketSandbox.addOrder(kit.sandboxDeps(), closed!, kit.t.clock.now())).toMatch(/^ord_/);
    await kit.pushes.flush();
    kit.pushes.fetch = fetch;
    expect(sent).toEqual([]);
  });

  it('takes only the whole registered callback: our path on another host, port or scheme carries no code away', async () => {
    await expectForeignCallbacksRefused(kit, {
      path: '/api/sandbox/market/oauth/authorize',
      handle: 'victim-shop',
      lang: 'uk',
      words: 'Адреса redirect_uri не зареєстрована для цього застосунку.',
    });
  });

  it('shows an error page for an unregistered callback or an unknown app, and redirects other faults back', async () => {
    const stolen = { ...kit.pending(), redirectUri: 'https://attacker.example/steal' };
    const page = await fetch(kit.adapter.authorizeUrl(stolen), { headers: { 'accept-language': 'uk' } });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Адреса redirect_uri не зареєстрована для цього застосунку.');
    const unknown = new URL(kit.adapter.authorizeUrl(kit.pending()));
    unknown.searchParams.set('client_id', 'someone-else');
    const unknownPage = await fetch(unknown, { redirect: 'manual', headers: { 'accept-language': 'en' } });
    expect(unknownPage.status).toBe(400);
    expect(await unknownPage.text()).toContain('unknown client_id');

    const pending = kit.pending();
    const plain = new URL(kit.adapter.authorizeUrl(pending));
    plain.searchParams.delete('code_challenge');
    const noPkce = await fetch(plain, { redirect: 'manual' });
    expect(noPkce.status).toBe(302);
    expect(Object.fromEntries(new URL(noPkce.headers.get('location')!).searchParams)).toEqual({
      error: 'invalid_request',
      error_description: expect.stringContaining('code_challenge'),
      state: pending.state,
    });
    plain.searchParams.set('code_challenge', pkceChallenge(pending.codeVerifier));
    plain.searchParams.set('scope', 'orders:read listings:write');
    const badScope = await fetch(plain, { redirect: 'manual' });
    expect(new URL(badScope.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope');
  });

  it('asks again for a handle that cannot be a market shop', async () => {
    const url = new URL(kit.adapter.authorizeUrl(kit.pending()));
    const form = new URLSearchParams({
      ...Object.fromEntries(url.searchParams),
      handle: '-no spaces-',
      decision: 'allow',
    });
    const page = await fetch(`${url.origin}${url.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ru' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Адрес магазина — от 3 до 40 латинских букв');
  });
});

describe('tokens', () => {
  it('refreshes an expired access token, saving the rotated pair before using it; the old refresh token is dead', async () => {
    const { session, saved } = await kit.connect('rotating-shop');
    const first = session.credentials;
    const savedAt: number[] = [];
    const watched: ShopSession = {
      credentials: first,
      save: async (credentials) => {
        savedAt.push(kit.calls.length);
        saved.push(credentials);
      },
    };
    kit.t.clock.advance(HOUR_MS);
    const callsBefore = kit.calls.length;
    const page = await kit.adapter.listOrders(watched, { modifiedSince: null, cursor: null });
    expect(page.orders).toHaveLength(12);
    expect(saved).toHaveLength(1);
    const rotated = saved[0]!;
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect(rotated.accessToken).not.toBe(first.accessToken);
    expect(rotated.account).toEqual(first.account);
    // Saved after the token call and before the orders call.
    expect(savedAt).toEqual([callsBefore + 1]);
    expect(kit.calls.slice(callsBefore)).toEqual([
      `POST ${kit.api}${TOKEN_PATH}`,
      expect.stringContaining('/v1/orders?'),
    ]);

    const retried = await refreshWith(first.refreshToken!);
    expect(retried.status).toBe(400);
    expect(retried.headers.get('cache-control')).toBe('no-store');
    expect(await retried.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The refresh token is revoked.',
    });
  });

  it('refreshes once and retries when the market stops taking an access token early', async () => {
    const { session, saved } = await kit.connect('early-logout');
    const revoked = await kit.raw('/oauth/revoke', {
      basic: kit.clientBasic,
      form: { token: session.credentials.accessToken },
    });
    expect(revoked.status).toBe(200);
    const page = await kit.adapter.listOrders(session, { modifiedSince: null, cursor: null });
    expect(page.orders).toHaveLength(12);
    expect(saved).toHaveLength(1);
  });

  it('asks the seller to connect again once the refresh token has gone unused for 60 days', async () => {
    const { session } = await kit.connect('sleepy-shop');
    kit.t.clock.advance(61 * DAY_MS);
    const error = await refusal(kit.adapter.listOrders(session, { modifiedSince: null, cursor: null }), 'reauthorize');
    expect(error.message).toBe('invalid_grant: The refresh token is expired.');
  });

  it('authenticates the app with HTTP Basic at the token endpoint', async () => {
    const { session } = await kit.connect('basic-shop');
    const wrong = await refreshWith(
      session.credentials.refreshToken!,
      basicOf(kit.t.app.sandboxSecrets.market.clientId, 'guess'),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Basic realm="market"');
    expect(await wrong.json()).toEqual({ error: 'invalid_client', error_description: 'Client authentication failed.' });
    const unsupported = await kit.raw(TOKEN_PATH, { basic: kit.clientBasic, form: { grant_type: 'password' } });
    expect(await unsupported.json()).toMatchObject({ error: 'unsupported_grant_type' });
    // The refused attempts changed nothing: the refresh token still works, once.
    expect((await refreshWith(session.credentials.refreshToken!)).status).toBe(200);
  });
});

describe('unlinking', () => {
  it('revokes the refresh and the access token at the market, and a second revoke is no error', async () => {
    const { session } = await kit.connect('leaving-shop');
    const before = kit.calls.length;
    await kit.adapter.revoke(session);
    expect(kit.calls.slice(before)).toEqual([`POST ${kit.api}/oauth/revoke`, `POST ${kit.api}/oauth/revoke`]);
    const read = await kit.raw('/v1/orders', { token: session.credentials.accessToken });
    expect(read.status).toBe(401);
    expect(read.headers.get('content-type')).toContain('application/problem+json');
    expect(read.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(await read.json()).toMatchObject({ status: 401, detail: 'The access token is revoked.' });
    expect(await (await refreshWith(session.credentials.refreshToken!)).json()).toMatchObject({
      error: 'invalid_grant',
    });
    await expect(kit.adapter.revoke(session)).resolves.toBeUndefined();
  });
});

describe('in the cabinet', () => {
  it('connects a market shop end to end, imports its orders, and takes a pushed one', async () => {
    const seller = await registerSeller(kit.t);
    const shop = await connectShop(kit.t, seller.token, 'market', 'my-handle');
    expect(shop).toMatchObject({ kind: 'market', name: 'My Handle', status: 'connected' });
    expect((await listOrders(kit.t, seller.token)).total).toBe(12);
    const pushed = await buyerOrders(kit.t, shop.id);
    const { items, total } = await listOrders(kit.t, seller.token);
    expect(total).toBe(13);
    expect(items.find((o) => o.external_id === pushed)).toMatchObject({ kind: 'market', status: 'open' });
  });
});
