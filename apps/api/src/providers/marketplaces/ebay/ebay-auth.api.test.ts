import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal, startSandboxKit, uniqueHandle, type SandboxKit } from '../sandbox.test-kit.ts';
import { EBAY_SCOPES } from './ebay-endpoints.ts';
import { ebayMarketplace } from './ebay.ts';

// eBay's OAuth with the RuName, the Identity API and the token endpoint: adapter against sandbox over HTTP.
let kit: SandboxKit;
beforeAll(async () => {
  kit = await startSandboxKit(ebayMarketplace, 'ebay');
}, 60_000);
afterAll(() => kit.t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const INVALID_CODE = 'the provided authorization grant code is invalid or was issued to another client';

describe('eBay authorization', () => {
  it('consents with the RuName, comes back with code, state and expires_in, and knows who signed in', async () => {
    const connection = kit.pending('someone-else-typed');
    const url = new URL(kit.adapter.authorizeUrl(connection));
    expect(`${url.origin}${url.pathname}`).toBe(`${kit.base}/api/sandbox/ebay/oauth2/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: kit.t.app.sandboxSecrets.ebay.clientId,
      redirect_uri: kit.t.app.sandboxSecrets.ebay.ruName,
      response_type: 'code',
      scope: EBAY_SCOPES.join(' '),
      state: connection.state,
      prompt: 'login',
    });
    const username = uniqueHandle('kyiv.crafts');
    const params = await kit.consent(connection, username);
    expect(Object.keys(params).sort()).toEqual(['code', 'expires_in', 'state']);
    expect([params.state, params.expires_in]).toEqual([connection.state, '299']);

    const now = kit.t.clock.now().getTime();
    const shop = await kit.adapter.finishAuthorization(params, connection);
    // The account the seller signed in with, not what was typed at our end.
    expect(shop).toMatchObject({ externalId: username, name: username, url: `https://www.ebay.com/usr/${username}` });
    expect(shop.credentials.accessToken).toMatch(/^v\^1\.1#i\^1#/);
    expect(shop.credentials.refreshToken).toMatch(/^v\^1\.1#i\^1#/);
    expect(shop.credentials.accessExpiresAt?.getTime()).toBe(now + 2 * HOUR);
    expect(shop.credentials.authorizationExpiresAt?.getTime()).toBe(now + 47_304_000_000);
    expect(shop.credentials.account).toEqual({ username, userId: expect.stringMatching(/^[\w-]{11}$/) });

    const replayed = await refusal(kit.adapter.finishAuthorization(params, connection));
    expect([replayed.code, replayed.status, replayed.message]).toEqual(['invalid_grant', 400, INVALID_CODE]);
  });

  it('refuses a denial, a state that is not ours and a code older than 299 seconds', async () => {
    const denied = kit.pending();
    const back = await kit.consent(denied, uniqueHandle('denier'), 'deny');
    expect(back).toEqual({ state: denied.state, error: 'access_denied' });
    expect((await refusal(kit.adapter.finishAuthorization(back, denied))).code).toBe('denied');

    const connection = kit.pending();
    const params = await kit.consent(connection, uniqueHandle('latecomer'));
    const forged = await refusal(kit.adapter.finishAuthorization({ ...params, state: 'forged' }, connection));
    expect(forged.code).toBe('state_mismatch');
    kit.t.clock.advance(300_000);
    const expired = await refusal(kit.adapter.finishAuthorization(params, connection));
    expect([expired.code, expired.message]).toEqual(['invalid_grant', INVALID_CODE]);
  });

  it("shows the consent page's own problems in the seller's language; the token endpoint wants the app's Basic auth", async () => {
    const url = new URL(kit.adapter.authorizeUrl(kit.pending()));
    url.searchParams.set('scope', 'https://api.ebay.com/oauth/api_scope/sell.finances');
    const scope = await fetch(url, { headers: { 'accept-language': 'ru' } });
    expect(scope.status).toBe(400);
    expect(await scope.text()).toContain('Запрошенный scope недействителен');
    url.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const runame = await fetch(url, { headers: { 'accept-language': 'en' } });
    expect(await runame.text()).toContain('The redirect_uri is not a RuName of this application.');

    const token = await fetch(`${kit.base}/api/sandbox/ebay/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${kit.t.app.sandboxSecrets.ebay.clientId}:wrong`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x' }).toString(),
    });
    expect([token.status, await token.json()]).toEqual([
      401,
      { error: 'invalid_client', error_description: 'client authentication failed' },
    ]);
  });

  it('refreshes the two-hour access token before it expires, saving it first, and again on a 401', async () => {
    const { session, saved } = await kit.connect(uniqueHandle('refresher'));
    const first = session.credentials;
    kit.t.clock.advance(2 * HOUR - 30_000);
    await kit.adapter.listOrders(session, { modifiedSince: kit.t.clock.now(), cursor: null });
    expect(saved).toHaveLength(1);
    expect(saved[0]!.accessToken).not.toBe(first.accessToken);
    // eBay does not rotate the refresh token, and its 18 months do not move.
    expect([saved[0]!.refreshToken, saved[0]!.authorizationExpiresAt]).toEqual([
      first.refreshToken,
      first.authorizationExpiresAt,
    ]);

    session.credentials = { ...session.credentials, accessExpiresAt: new Date(kit.t.clock.now().getTime() + 10 * DAY) };
    kit.t.clock.advance(3 * HOUR);
    await kit.adapter.listOrders(session, { modifiedSince: kit.t.clock.now(), cursor: null });
    expect(saved).toHaveLength(2);
  });

  it('revokes nothing (eBay has no revoke endpoint) and verifies no pushes (orders come by the import)', async () => {
    const { session } = await kit.connect(uniqueHandle('leaving'));
    await expect(kit.adapter.revoke(session)).resolves.toBeUndefined();
    expect(kit.adapter.verifyPush).toBeUndefined();
    await kit.adapter.listOrders(session, { modifiedSince: null, cursor: null });
  });

  it('asks the seller to consent again once the refresh token’s 18 months are over', async () => {
    const { session } = await kit.connect(uniqueHandle('eighteen'));
    kit.t.clock.advance(548 * DAY);
    const expired = await refusal(kit.adapter.listOrders(session, { modifiedSince: null, cursor: null }));
    expect([expired.code, expired.status]).toEqual(['reauthorize', 400]);
  });
});
