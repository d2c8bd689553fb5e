import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopSession } from '../marketplace.ts';
import { ETSY_SCOPES } from './etsy-endpoints.ts';
import { pkceChallenge, TOKEN_PATH } from './etsy-oauth.ts';
import { refusal, startEtsyKit, type EtsyKit } from './etsy.test-kit.ts';
import { expectForeignCallbacksRefused } from '../sandbox.test-kit.ts';
import { CODE_TTL_MS } from '../../../sandboxes/etsy/oauth.routes.ts';

// Etsy's OAuth with PKCE and the receipts import, adapter against sandbox over real HTTP.
let kit: EtsyKit;
beforeAll(async () => {
  kit = await startEtsyKit();
}, 60_000);
afterAll(() => kit.t.close());

const HOUR_MS = 3_600_000;

describe('connecting an Etsy shop', () => {
  it('sends the seller to the consent page with the PKCE S256 challenge of the verifier', () => {
    const pending = kit.pending();
    const url = new URL(kit.adapter.authorizeUrl(pending));
    expect(`${url.origin}${url.pathname}`).toBe(`${kit.api}/oauth/connect`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: kit.t.app.sandboxSecrets.etsy.keystring,
      redirect_uri: pending.redirectUri,
      scope: ETSY_SCOPES.join(' '),
      state: pending.state,
      code_challenge: pkceChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
  });

  it('connects through Allow: code and state come back, the code becomes a user-prefixed token and the shop', async () => {
    const pending = kit.pending();
    const back = await kit.consent(pending, 'MugsByOlena');
    expect(Object.keys(back).sort()).toEqual(['code', 'state']);
    expect(back.state).toBe(pending.state);
    const shop = await kit.adapter.finishAuthorization(back, pending);
    expect(shop.name).toBe('MugsByOlena');
    expect(shop.externalId).toMatch(/^\d{8}$/);
    expect(shop.url).toBe('https://www.etsy.com/shop/MugsByOlena');
    const { credentials } = shop;
    expect(credentials.account).toEqual({ shop_id: shop.externalId, user_id: expect.stringMatching(/^\d{9}$/) });
    expect(credentials.accessToken.startsWith(`${credentials.account.user_id}.`)).toBe(true);
    expect(credentials.accessExpiresAt!.getTime() - kit.t.clock.now().getTime()).toBe(HOUR_MS);
    expect(credentials.authorizationExpiresAt!.getTime() - kit.t.clock.now().getTime()).toBe(90 * 24 * HOUR_MS);
    // The same name, in any case, signs in to the same shop.
    expect((await kit.connect('mugsbyolena')).shop).toMatchObject({ externalId: shop.externalId, name: 'MugsByOlena' });
  });

  it('is refused when the seller denies, with Etsy\u2019s error parameters on the redirect', async () => {
    const pending = kit.pending();
    const back = await kit.consent(pending, 'MugsByOlena', 'deny');
    expect(back).toEqual({ error: 'access_denied', error_description: expect.any(String), state: pending.state });
    await refusal(kit.adapter.finishAuthorization(back, pending), 'denied');
  });

  it('refuses a redirect whose state is not ours, before exchanging anything', async () => {
    const pending = kit.pending();
    const back = await kit.consent(pending, 'MugsByOlena');
    const before = kit.calls.length;
    await refusal(kit.adapter.finishAuthorization({ ...back, state: 'forged' }, pending), 'state_mismatch');
    expect(kit.calls.length).toBe(before);
  });

  it('takes a code once, within its lifetime, and only with its verifier', async () => {
    const pending = kit.pending();
    const back = await kit.consent(pending, 'MugsByOlena');
    await kit.adapter.finishAuthorization(back, pending);
    const replayed = await refusal(kit.adapter.finishAuthorization(back, pending), 'invalid_grant');
    expect(replayed.message).toBe('invalid_grant: code has already been used');

    const late = kit.pending();
    const lateBack = await kit.consent(late, 'MugsByOlena');
    kit.t.clock.advance(CODE_TTL_MS + 1000);
    expect((await refusal(kit.adapter.finishAuthorization(lateBack, late), 'invalid_grant')).message).toBe(
      'invalid_grant: code has expired',
    );

    const forged = kit.pending();
    const forgedBack = await kit.consent(forged, 'MugsByOlena');
    const wrongVerifier = { ...forged, codeVerifier: kit.pending().codeVerifier };
    expect((await refusal(kit.adapter.finishAuthorization(forgedBack, wrongVerifier), 'invalid_grant')).message).toBe(
      'invalid_grant: code_verifier is invalid',
    );
  });

  it('refuses a member without a shop', async () => {
    const pending = kit.pending();
    const back = await kit.consent(pending, 'NoShopMember');
    await refusal(kit.adapter.finishAuthorization(back, pending), 'bad_shop');
  });

  it('shows an error page, not a redirect, for an unregistered callback or an unknown app', async () => {
    const pending = { ...kit.pending(), redirectUri: 'https://attacker.example/steal' };
    const page = await fetch(kit.adapter.authorizeUrl(pending), { headers: { 'accept-language': 'uk' } });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('Запитана адреса повернення не дозволена.');
    const url = new URL(kit.adapter.authorizeUrl(kit.pending()));
    url.searchParams.set('client_id', 'someoneelse');
    const unknown = await fetch(url, { redirect: 'manual', headers: { 'accept-language': 'en' } });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('unknown client_id');
  });

  it('takes only the whole registered callback: our path on another host, port or scheme carries no code away', async () => {
    await expectForeignCallbacksRefused(kit, {
      path: '/api/sandbox/etsy/oauth/connect',
      handle: 'VictimShop',
      lang: 'en',
      words: 'The requested redirect URL is not permitted.',
    });
  });
});

describe('tokens', () => {
  it('refreshes an expired access token, saving the rotated pair before using it; the old refresh token is dead', async () => {
    const { session, saved } = await kit.connect('RotatingShop');
    const first = session.credentials;
    const usedWith: string[] = [];
    const watched: ShopSession = {
      credentials: first,
      save: async (credentials) => {
        usedWith.push(`saved before ${kit.calls.length} calls`);
        saved.push(credentials);
      },
    };
    kit.t.clock.advance(HOUR_MS);
    const callsBefore = kit.calls.length;
    const page = await kit.adapter.listOrders(watched, { modifiedSince: null, cursor: null });
    expect(page.orders.length).toBeGreaterThan(0);
    expect(saved).toHaveLength(1);
    const rotated = saved[0]!;
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect(rotated.accessToken).not.toBe(first.accessToken);
    // Saved after the token call and before the receipts call.
    expect(usedWith).toEqual([`saved before ${callsBefore + 1} calls`]);
    expect(watched.credentials).toEqual(rotated);

    const retried = await fetch(`${kit.api}${TOKEN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': kit.apiKey },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: kit.t.app.sandboxSecrets.etsy.keystring,
        refresh_token: first.refreshToken!,
      }).toString(),
    });
    expect(retried.status).toBe(400);
    expect(await retried.json()).toEqual({ error: 'invalid_grant', error_description: 'refresh_token is revoked' });
  });

  it('asks the seller to connect again once the refresh token has gone unused for 90 days', async () => {
    const { session } = await kit.connect('SleepyShop');
    kit.t.clock.advance(91 * 24 * HOUR_MS);
    const error = await refusal(kit.adapter.listOrders(session, { modifiedSince: null, cursor: null }), 'reauthorize');
    expect(error.message).toBe('invalid_grant: refresh_token is expired');
  });
});
