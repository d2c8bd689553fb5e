import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdapterDeps } from '../marketplaces.ts';
import type { EbayEndpoints } from './ebay-endpoints.ts';
import { ebayAccountDeletions, ebayChallengeResponse } from './ebay-notifications.ts';
import type { EbayOAuth } from './ebay-oauth.ts';

describe('ebayChallengeResponse', () => {
  const endpoint = 'https://cabinet.example/api/ebay/notifications';
  const token = 'SellerCabinetVerificationToken_2026-abcdef';
  const code = '71745723-d031-455c-bfa5-f90d11b4f20a';

  it('is the hex SHA-256 of challenge code + verification token + endpoint', () => {
    // Computed apart from this code (Python's hashlib over the three strings joined).
    expect(ebayChallengeResponse(code, token, endpoint)).toBe(
      '529cf7d782922f69fda385e482fdf40a79607b1a0af0fd8898d4df91f2e26a21',
    );
  });

  it('changes with the order of the parts and with the endpoint', () => {
    const right = ebayChallengeResponse(code, token, endpoint);
    expect(ebayChallengeResponse(token, code, endpoint)).not.toBe(right);
    expect(ebayChallengeResponse(code, token, `${endpoint}/`)).not.toBe(right);
  });
});

describe('forged account-deletion notices', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const realKid = randomUUID();
  const body = JSON.stringify({
    metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' },
    notification: { notificationId: randomUUID(), data: { username: 'someone' } },
  });
  const signatureOf = (kid: string) => {
    const signature = sign('sha1', Buffer.from(body), { key: privateKey, dsaEncoding: 'der' }).toString('base64');
    return Buffer.from(JSON.stringify({ alg: 'ECDSA', kid, signature, digest: 'SHA1' })).toString('base64');
  };

  function receiver() {
    let now = Date.parse('2026-12-01T12:00:00Z');
    const lookups: string[] = [];
    const fakeFetch = (async (url: string) => {
      const kid = String(url).split('/').pop()!;
      lookups.push(kid);
      if (kid !== realKid) return new Response('{"errors":[{"errorId":195001}]}', { status: 404 });
      const key = String(publicKey.export({ type: 'spki', format: 'pem' })).replace(/\n/g, '');
      return Response.json({ algorithm: 'ECDSA', digest: 'SHA1', key });
    }) as typeof fetch;
    const deps = { fetch: fakeFetch, now: () => new Date(now) } as unknown as AdapterDeps;
    const oauth = { applicationToken: async () => ({ access_token: 'app', expires_in: 7200 }) } as unknown as EbayOAuth;
    const notices = ebayAccountDeletions({ apiUrl: 'https://api.ebay.test' } as EbayEndpoints, deps, oauth);
    const verify = (kid: string) =>
      notices.verify({ 'x-ebay-signature': signatureOf(kid) }, body).then(
        () => 'accepted',
        (error: { code?: string }) => error.code,
      );
    return { verify, lookups, advance: (ms: number) => (now += ms) };
  }

  it('costs a bounded number of key look-ups for 20 notices with new key ids, and none for one refused before', async () => {
    const { verify, lookups, advance } = receiver();
    expect(await verify(realKid)).toBe('accepted');
    const forged = Array.from({ length: 20 }, () => randomUUID());
    for (const kid of forged) expect(await verify(kid)).toBe('bad_signature');
    // One look-up for the real key, at most five for the forged ones.
    expect(lookups.length).toBeLessThanOrEqual(6);
    const before = lookups.length;
    expect(await verify(forged[0]!)).toBe('bad_signature');
    expect(await verify(realKid)).toBe('accepted');
    expect(lookups.length).toBe(before);
    // The budget refills with time: a genuinely new key id is looked up again later.
    advance(2 * 60_000);
    expect(await verify(randomUUID())).toBe('bad_signature');
    expect(lookups.length).toBe(before + 1);
  });
});
