import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { sandboxAdapterSettings } from '../../../composition/sandbox-adapter-settings.ts';
import { amazonMarketplace } from './amazon.ts';
import { refusal, startSandboxKit, uniqueHandle, type SandboxKit } from '../sandbox.test-kit.ts';

// Amazon's website authorization workflow and Login with Amazon, adapter against sandbox over HTTP.
let kit: SandboxKit;
beforeAll(async () => {
  kit = await startSandboxKit(amazonMarketplace, 'amazon');
}, 60_000);
afterAll(() => kit.t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('Amazon authorization', () => {
  it('consents on the Seller Central page, comes back with spapi_oauth_code and exchanges it once', async () => {
    const connection = kit.pending('Kyiv Crafts');
    const url = new URL(kit.adapter.authorizeUrl(connection));
    expect(`${url.origin}${url.pathname}`).toBe(`${kit.base}/api/sandbox/amazon/apps/authorize/consent`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      application_id: kit.t.app.sandboxSecrets.amazon.appId,
      state: connection.state,
      redirect_uri: connection.redirectUri,
      version: 'beta',
    });
    const handle = uniqueHandle('kyiv-crafts');
    const params = await kit.consent(connection, handle);
    expect(Object.keys(params).sort()).toEqual(['selling_partner_id', 'spapi_oauth_code', 'state']);
    expect(params.state).toBe(connection.state);
    expect(params.selling_partner_id).toMatch(/^A[A-Z0-9]{13}$/);

    const now = kit.t.clock.now().getTime();
    const shop = await kit.adapter.finishAuthorization(params, connection);
    expect(shop).toMatchObject({
      externalId: params.selling_partner_id,
      name: 'Kyiv Crafts',
      url: `https://www.amazon.com/sp?seller=${params.selling_partner_id}`,
    });
    expect(shop.credentials.accessToken).toMatch(/^Atza\|/);
    expect(shop.credentials.refreshToken).toMatch(/^Atzr\|/);
    expect(shop.credentials.accessExpiresAt?.getTime()).toBe(now + HOUR);
    expect(shop.credentials.authorizationExpiresAt?.getTime()).toBe(now + 365 * DAY);
    expect(shop.credentials.account).toEqual({
      sellingPartnerId: params.selling_partner_id,
      marketplaceId: 'ATVPDKIKX0DER',
      // The unified account's marketplaces whose orders are read: Amazon.com and Amazon.ca.
      marketplaceIds: 'ATVPDKIKX0DER,A2EUQ1WTGCTBG2',
    });

    const replayed = await refusal(kit.adapter.finishAuthorization(params, connection));
    expect([replayed.code, replayed.status, replayed.message]).toEqual([
      'invalid_grant',
      400,
      'The authorization code has already been used',
    ]);
    // Signing in again with the same store name is the same store.
    const again = kit.pending();
    expect((await kit.consent(again, handle)).selling_partner_id).toBe(params.selling_partner_id);
  });

  it('refuses a denial, a state that is not ours and a code older than five minutes', async () => {
    const denied = kit.pending();
    const back = await kit.consent(denied, uniqueHandle('denier'), 'deny');
    expect(back).toEqual({ error: 'access_denied', state: denied.state });
    expect((await refusal(kit.adapter.finishAuthorization(back, denied))).code).toBe('denied');

    const connection = kit.pending();
    const params = await kit.consent(connection, uniqueHandle('late'));
    const forged = await refusal(kit.adapter.finishAuthorization({ ...params, state: 'someone-else' }, connection));
    expect(forged.code).toBe('state_mismatch');
    const noCode = await refusal(kit.adapter.finishAuthorization({ state: connection.state }, connection));
    expect(noCode.code).toBe('denied');

    kit.t.clock.advance(5 * 60_000 + 1_000);
    const expired = await refusal(kit.adapter.finishAuthorization(params, connection));
    expect([expired.code, expired.message]).toEqual(['invalid_grant', 'The authorization code has expired']);
  });

  it('asks for the draft (version=beta) only while AMAZON_APP_DRAFT says the app is one', async () => {
    const pending = kit.pending();
    expect(new URL(kit.adapter.authorizeUrl(pending)).searchParams.get('version')).toBe('beta');
    const config = sandboxAdapterSettings(
      loadConfig({ NODE_ENV: 'test', AMAZON_APP_DRAFT: 'false' }, { PUBLIC_URL: kit.base }),
      kit.t.app.sandboxSecrets,
      () => true,
    );
    const deps = { fetch, now: kit.t.clock.now, waits: kit.waits, publicUrl: kit.base };
    const published = new URL(amazonMarketplace(config, deps, true).authorizeUrl(pending));
    expect(published.searchParams.has('version')).toBe(false);
    expect([...published.searchParams.keys()].sort()).toEqual(['application_id', 'redirect_uri', 'state']);
    // The sandbox's app is a draft, as a new app is: asked for without beta, Seller Central refuses it.
    const page = await fetch(published, { headers: { 'accept-language': 'en' } });
    expect([page.status, (await page.text()).includes('This app is a draft')]).toEqual([400, true]);
  });

  it("shows the consent page's own problems in the seller's language, and LWA refuses a wrong client", async () => {
    const foreign = kit.pending();
    const page = await fetch(kit.adapter.authorizeUrl({ ...foreign, redirectUri: 'https://evil.example/connect' }), {
      headers: { 'accept-language': 'uk' },
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('redirect_uri не входить до OAuth redirect URI цього застосунку.');
    const draftless = new URL(kit.adapter.authorizeUrl(foreign));
    draftless.searchParams.delete('version');
    const draft = await fetch(draftless, { headers: { 'accept-language': 'en' } });
    expect(await draft.text()).toContain('This app is a draft: it can be authorized only with version=beta.');

    const token = await fetch(`${kit.base}/api/sandbox/amazon/auth/o2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: 'Atzr|nothing',
        client_id: kit.t.app.sandboxSecrets.amazon.clientId,
        client_secret: 'not-the-secret',
      }).toString(),
    });
    expect([token.status, await token.json()]).toEqual([
      401,
      { error_description: 'Client authentication failed', error: 'invalid_client' },
    ]);
  });

  it('refreshes an access token before it expires, saving it before the first call that uses it', async () => {
    const { session, saved } = await kit.connect(uniqueHandle('refresh'));
    const first = session.credentials;
    kit.t.clock.advance(HOUR - 30_000);
    await kit.adapter.listOrders(session, { modifiedSince: kit.t.clock.now(), cursor: null });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.accessToken).not.toBe(first.accessToken);
    // LWA does not rotate the refresh token; the authorization's year does not move either.
    expect(saved[0]!.refreshToken).toBe(first.refreshToken);
    expect(saved[0]!.authorizationExpiresAt).toEqual(first.authorizationExpiresAt);
    expect(session.credentials).toBe(saved[0]);

    // A token Amazon stopped taking earlier than we thought: 403, one refresh, the call goes through.
    session.credentials = { ...session.credentials, accessExpiresAt: new Date(kit.t.clock.now().getTime() + 10 * DAY) };
    kit.t.clock.advance(2 * HOUR);
    await kit.adapter.listOrders(session, { modifiedSince: kit.t.clock.now(), cursor: null });
    expect(saved).toHaveLength(2);
  });

  it('answers 503 for a store whose Amazon is unavailable, and revoke is a no-op (Seller Central removes apps)', async () => {
    const { session } = await kit.connect(uniqueHandle('unavailable'));
    const down = await refusal(kit.adapter.listOrders(session, { modifiedSince: null, cursor: null }));
    expect([down.code, down.status]).toEqual(['unavailable', 503]);
    await expect(kit.adapter.revoke(session)).resolves.toBeUndefined();
    expect(kit.adapter.verifyPush).toBeUndefined();
  });

  it('asks the seller to authorize again once the 365 days are over', async () => {
    const { session } = await kit.connect(uniqueHandle('yearly'));
    kit.t.clock.advance(366 * DAY);
    const expired = await refusal(kit.adapter.listOrders(session, { modifiedSince: null, cursor: null }));
    expect([expired.code, expired.status]).toEqual(['reauthorize', 400]);
  });
});
