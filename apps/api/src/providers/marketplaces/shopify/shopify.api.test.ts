import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sandboxMarketplaceShops,
  sandboxMarketplaceSubscriptions,
} from '../../../sandboxes/marketplace-kit/kit.schema.ts';
import { redirectHmacs } from './shopify-signature.ts';
import {
  connectShop,
  consent,
  pendingFor,
  rawGraphql,
  refusal,
  startShopifySandbox,
  uniqueShop,
  type ShopifySandboxRun,
} from './shopify-test-kit.ts';

// The adapter against the sandbox our server serves, over real HTTP: the install dance, tokens, uninstalling.
let run: ShopifySandboxRun;
beforeAll(async () => {
  run = await startShopifySandbox();
}, 60_000);
afterAll(() => run.t.close());

const HOUR = 3_600_000;

describe('Shopify OAuth against the sandbox', () => {
  it('installs: grant page for the fixed shop, signed redirect, expiring offline token, shop name, webhooks', async () => {
    const name = uniqueShop('kyiv-crafts');
    const pending = pendingFor(run, name);
    const url = new URL(run.adapter.authorizeUrl(pending));
    expect(url.pathname).toBe(`/api/sandbox/shopify/store/${name}.myshopify.com/admin/oauth/authorize`);
    expect(url.searchParams.get('scope')).toBe(
      'read_orders,write_orders,read_merchant_managed_fulfillment_orders,write_merchant_managed_fulfillment_orders',
    );
    expect(url.searchParams.has('grant_options[]')).toBe(true);

    const params = await consent(run, pending);
    expect(Object.keys(params).sort()).toEqual(['code', 'hmac', 'host', 'shop', 'state', 'timestamp']);
    expect(params).toMatchObject({ shop: `${name}.myshopify.com`, state: pending.state });
    expect(redirectHmacs(params, run.t.app.sandboxSecrets.shopify.clientSecret)).toContain(params.hmac);

    const shop = await run.adapter.finishAuthorization(params, pending);
    const now = run.t.clock.now().getTime();
    expect(shop).toMatchObject({
      externalId: `${name}.myshopify.com`,
      url: `https://${name}.myshopify.com`,
      credentials: { account: { shop: `${name}.myshopify.com` }, accessExpiresAt: new Date(now + HOUR) },
    });
    expect(shop.name).toMatch(/^Kyiv Crafts /);
    expect(shop.credentials.accessToken).toMatch(/^shpat_/);
    expect(shop.credentials.refreshToken).toMatch(/^shprt_/);
    expect(shop.credentials.authorizationExpiresAt).toEqual(new Date(now + 90 * 24 * HOUR));

    const [row] = await run.t.database.db
      .select()
      .from(sandboxMarketplaceShops)
      .where(eq(sandboxMarketplaceShops.handle, shop.externalId));
    const subscriptions = await run.t.database.db
      .select()
      .from(sandboxMarketplaceSubscriptions)
      .where(eq(sandboxMarketplaceSubscriptions.shop_id, row!.id));
    expect(subscriptions.map((s) => [s.topic, s.url]).sort()).toEqual([
      ['ORDERS_CREATE', `${run.base}/api/webhooks/shopify`],
      ['ORDERS_UPDATED', `${run.base}/api/webhooks/shopify`],
    ]);
  });

  it('takes the shop as the seller types it, and refuses what is not a myshopify domain', async () => {
    const name = uniqueShop();
    for (const typed of [
      name,
      `${name}.myshopify.com`,
      `https://${name}.myshopify.com/`,
      `admin.shopify.com/store/${name}`,
    ]) {
      expect(new URL(run.adapter.authorizeUrl(pendingFor(run, typed))).pathname).toContain(
        `/store/${name}.myshopify.com/`,
      );
    }
    for (const typed of ['my shop!', 'evil.example.com', '', '-dash.myshopify.com']) {
      const error = await refusal((async () => run.adapter.authorizeUrl(pendingFor(run, typed)))());
      expect(error.code).toBe('bad_shop');
    }
  });

  it('refuses a grant page request from an unknown app or to a redirect URI not whitelisted', async () => {
    const pending = pendingFor(run, uniqueShop());
    const url = new URL(run.adapter.authorizeUrl(pending));
    url.searchParams.set('client_id', 'someone-else');
    const unknownApp = await fetch(url);
    expect(unknownApp.status).toBe(400);
    expect(await unknownApp.text()).toContain('Could not find Shopify API application with api_key someone-else');
    url.searchParams.set('client_id', run.t.app.sandboxSecrets.shopify.clientId);
    url.searchParams.set('redirect_uri', 'https://evil.example.com/connect/shopify');
    const elsewhere = await fetch(url);
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('The redirect_uri is not whitelisted');
  });

  it('reports a denial', async () => {
    const pending = pendingFor(run, uniqueShop());
    const params = await consent(run, pending, 'deny');
    expect(params).toMatchObject({ error: 'access_denied', state: pending.state });
    expect((await refusal(run.adapter.finishAuthorization(params, pending))).code).toBe('denied');
  });

  it('refuses a redirect with another state, a forged hmac, another shop or an old timestamp', async () => {
    const pending = pendingFor(run, uniqueShop());
    const params = await consent(run, pending);
    const finish = (p: Record<string, string>, pend = pending) => refusal(run.adapter.finishAuthorization(p, pend));
    expect((await finish(params, { ...pending, state: 'another' })).code).toBe('state_mismatch');
    expect((await finish({ ...params, shop: 'attacker.myshopify.com' })).code).toBe('bad_signature');
    expect((await finish({ ...params, hmac: params.hmac!.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).code).toBe(
      'bad_signature',
    );
    const other = pendingFor(run, uniqueShop());
    expect((await finish(params, { ...other, state: pending.state })).code).toBe('bad_shop');
    run.t.clock.advance(25 * HOUR);
    expect((await finish(params)).code).toBe('bad_signature');
  });

  it('takes a code once, and not after it expired', async () => {
    const pending = pendingFor(run, uniqueShop());
    const params = await consent(run, pending);
    await run.adapter.finishAuthorization(params, pending);
    const replay = await refusal(run.adapter.finishAuthorization(params, pending));
    expect(replay).toMatchObject({ code: 'invalid_grant', status: 400 });
    expect(replay.message).toBe('The authorization code was not found or was already used');

    const late = pendingFor(run, uniqueShop());
    const lateParams = await consent(run, late);
    run.t.clock.advance(11 * 60_000);
    expect((await refusal(run.adapter.finishAuthorization(lateParams, late))).code).toBe('invalid_grant');
  });
});

describe('Shopify tokens against the sandbox', () => {
  it('refreshes an expired token, saving the new pair first; the old refresh token dies once the new is used', async () => {
    const { session } = await connectShop(run);
    const first = session.credentials;
    run.t.clock.advance(HOUR + 1);
    await run.adapter.listOrders(session, { modifiedSince: null, cursor: null });
    expect(session.saved).toHaveLength(1);
    const second = session.saved[0]!;
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessExpiresAt).toEqual(new Date(run.t.clock.now().getTime() + HOUR));

    // The replaced refresh token was retired by that first use of its replacement.
    const answer = await fetch(`${run.base}/api/sandbox/shopify/store/${first.account.shop}/admin/oauth/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: run.t.app.sandboxSecrets.shopify.clientId,
        client_secret: run.t.app.sandboxSecrets.shopify.clientSecret,
        grant_type: 'refresh_token',
        refresh_token: first.refreshToken,
      }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('keeps the old refresh token valid until its replacement is used (a lost refresh answer is recoverable)', async () => {
    const { domain, session } = await connectShop(run);
    const refresh = (token: string) =>
      fetch(`${run.base}/api/sandbox/shopify/store/${domain}/admin/oauth/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          client_id: run.t.app.sandboxSecrets.shopify.clientId,
          client_secret: run.t.app.sandboxSecrets.shopify.clientSecret,
          grant_type: 'refresh_token',
          refresh_token: token,
        }),
      });
    const lost = await refresh(session.credentials.refreshToken!);
    expect(lost.status).toBe(200);
    expect(await lost.json()).toMatchObject({ expires_in: 3600, refresh_token_expires_in: 7_776_000 });
    expect((await refresh(session.credentials.refreshToken!)).status).toBe(200);
  });

  it('asks the seller to authorise again once the refresh token has expired', async () => {
    const { session } = await connectShop(run);
    run.t.clock.advance(91 * 24 * HOUR);
    expect((await refusal(run.adapter.listOrders(session, { modifiedSince: null, cursor: null }))).code).toBe(
      'reauthorize',
    );
  });

  it('answers an unknown token with Shopify’s 401', async () => {
    const connected = await connectShop(run);
    connected.session.credentials = { ...connected.session.credentials, accessToken: 'shpat_forged' };
    const answer = await rawGraphql(run, connected, 'query Shop { shop { name } }');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
  });

  it('uninstalls on unlink: every token dies, the subscriptions go, and a second unlink is quiet', async () => {
    const { session } = await connectShop(run);
    await run.adapter.revoke(session);
    expect((await refusal(run.adapter.listOrders(session, { modifiedSince: null, cursor: null }))).code).toBe(
      'reauthorize',
    );
    await expect(run.adapter.revoke(session)).resolves.toBeUndefined();
  });

  it('answers 402 for a frozen shop (special domain word "frozen")', async () => {
    const pending = pendingFor(run, uniqueShop('frozen'));
    const error = await refusal(run.adapter.finishAuthorization(await consent(run, pending), pending));
    expect(error).toMatchObject({ code: 'unavailable', status: 402, message: 'Unavailable Shop' });
  });
});
