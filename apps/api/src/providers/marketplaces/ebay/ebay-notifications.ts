import { createHash, verify } from 'node:crypto';
import { MarketplaceError, type PrivacyNotice, type PrivacyNotices } from '../marketplace.ts';
import type { AdapterDeps } from '../marketplaces.ts';
import type { EbayEndpoints } from './ebay-endpoints.ts';
import type { EbayOAuth } from './ebay-oauth.ts';

/*
 * eBay's marketplace account deletion notices (developer.ebay.com/marketplace-account-deletion), which every app that
 * keeps eBay users' data must take. eBay checks the endpoint first: `GET <endpoint>?challenge_code=…` wants
 * `{"challengeResponse": "<hex>"}`, the SHA-256 of the challenge code, our verification token and the endpoint URL,
 * in that order. Then it pushes MARKETPLACE_ACCOUNT_DELETION as JSON signed with ECDSA over SHA-1: the
 * `X-EBAY-SIGNATURE` header is base64 of `{alg, kid, signature, digest}`, and the key comes from the Notification
 * API (`GET /commerce/notification/v1/public_key/{kid}`, with an application token), cached for an hour.
 *
 * Anyone can post a notice naming a key id, so a forged one must not cost a call to eBay each time: a key id eBay
 * does not know is remembered as refused for an hour, and key ids we have not seen are looked up at most a few times
 * in ten minutes. eBay signs with very few keys and retries a refused notice, so a real one refused in such a flood
 * comes back and passes once the budget refills.
 */

export function ebayChallengeResponse(challengeCode: string, verificationToken: string, endpoint: string): string {
  return createHash('sha256').update(challengeCode).update(verificationToken).update(endpoint).digest('hex');
}

const KEY_KEPT_MS = 60 * 60_000;
const REFUSED_KEPT_MS = 60 * 60_000;
/** Look-ups of key ids we hold no key for: this many at once, one more every two minutes. */
const NEW_KEY_LOOKUPS = 5;
const NEW_KEY_REFILL_MS = 2 * 60_000;
/** How many refused key ids are remembered (a flood of made-up ids must not grow memory without end). */
const REFUSED_REMEMBERED = 10_000;
const TOKEN_MARGIN_MS = 5 * 60_000;
const TIMEOUT_MS = 30_000;
const TOPIC = 'MARKETPLACE_ACCOUNT_DELETION';

const refuse = (why: string) => new MarketplaceError('bad_signature', why);

/** eBay sends the PEM on one line; the key parser wants its base64 in lines between the header and the footer. */
function pemOf(key: string): string {
  const body = key
    .replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '')
    .replace(/\s+/g, '')
    .replace(/(.{64})/g, '$1\n')
    .trim();
  return `-----BEGIN PUBLIC KEY-----\n${body}\n-----END PUBLIC KEY-----\n`;
}

/** A malformed signature is a wrong one, not an error. */
function verifies(pem: string, rawBody: string, signature: Buffer): boolean {
  try {
    return verify('sha1', Buffer.from(rawBody), { key: pem, dsaEncoding: 'der' }, signature);
  } catch {
    return false;
  }
}

interface SignatureHeader {
  alg?: unknown;
  kid?: unknown;
  signature?: unknown;
  digest?: unknown;
}

function headerOf(value: string | undefined): { kid: string; signature: Buffer } {
  let parsed: SignatureHeader;
  try {
    parsed = JSON.parse(Buffer.from(value ?? '', 'base64').toString('utf8')) as SignatureHeader;
  } catch {
    throw refuse('X-EBAY-SIGNATURE is not base64 JSON');
  }
  if (parsed.alg !== 'ECDSA' || parsed.digest !== 'SHA1') throw refuse('unexpected signature algorithm');
  if (typeof parsed.kid !== 'string' || !/^[A-Za-z0-9-]{1,100}$/.test(parsed.kid)) throw refuse('no key id');
  if (typeof parsed.signature !== 'string' || parsed.signature.length === 0) throw refuse('no signature');
  return { kid: parsed.kid, signature: Buffer.from(parsed.signature, 'base64') };
}

function noticeOf(rawBody: string): PrivacyNotice {
  let body: { metadata?: { topic?: unknown }; notification?: Record<string, unknown> };
  try {
    body = JSON.parse(rawBody) as typeof body;
  } catch {
    throw refuse('the body is not JSON');
  }
  const notification = body.notification ?? {};
  const data = (notification.data ?? {}) as Record<string, unknown>;
  if (body.metadata?.topic !== TOPIC) throw refuse(`not a ${TOPIC} notice`);
  if (typeof notification.notificationId !== 'string' || typeof data.username !== 'string') {
    throw refuse('the notice names no user');
  }
  return { type: 'user_closed', deliveryId: notification.notificationId, username: data.username };
}

export function ebayAccountDeletions(endpoints: EbayEndpoints, deps: AdapterDeps, oauth: EbayOAuth): PrivacyNotices {
  const keys = new Map<string, { pem: string; until: number }>();
  const refusedKeys = new Map<string, number>();
  let lookups = { left: NEW_KEY_LOOKUPS, at: deps.now().getTime() };

  /** Takes one look-up of an unknown key id from the budget, or says there is none left. */
  function takeLookup(at: number): boolean {
    const refilled = Math.floor((at - lookups.at) / NEW_KEY_REFILL_MS);
    if (refilled > 0) lookups = { left: Math.min(NEW_KEY_LOOKUPS, lookups.left + refilled), at };
    if (lookups.left === 0) return false;
    lookups.left -= 1;
    return true;
  }

  function rememberRefused(kid: string, at: number) {
    if (refusedKeys.size >= REFUSED_REMEMBERED) refusedKeys.delete(refusedKeys.keys().next().value!);
    refusedKeys.set(kid, at + REFUSED_KEPT_MS);
  }
  let appToken: { value: string; until: number } | null = null;

  async function applicationToken(): Promise<string> {
    const at = deps.now().getTime();
    if (appToken && appToken.until > at) return appToken.value;
    const tokens = await oauth.applicationToken();
    appToken = { value: tokens.access_token, until: at + tokens.expires_in * 1000 - TOKEN_MARGIN_MS };
    return appToken.value;
  }

  async function publicKey(kid: string): Promise<string> {
    const at = deps.now().getTime();
    const kept = keys.get(kid);
    if (kept && kept.until > at) return kept.pem;
    if ((refusedKeys.get(kid) ?? 0) > at) throw refuse(`eBay knows no key ${kid}`);
    // A key we held before is looked up again freely when its hour is over; only new key ids spend the budget.
    if (!kept && !takeLookup(at)) throw refuse('too many unknown key ids; the notice is refused for now');
    const response = await deps.fetch(`${endpoints.apiUrl}/commerce/notification/v1/public_key/${kid}`, {
      headers: { authorization: `Bearer ${await applicationToken()}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 404) {
      rememberRefused(kid, at);
      throw refuse(`eBay knows no key ${kid}`);
    }
    if (!response.ok) throw new MarketplaceError('unavailable', `public key: HTTP ${response.status}`, response.status);
    const { key } = (await response.json()) as { key?: string };
    if (!key) throw refuse('eBay sent no key');
    const pem = pemOf(key);
    keys.set(kid, { pem, until: at + KEY_KEPT_MS });
    return pem;
  }

  return {
    refusedStatus: 412,
    challengeResponse: (code) => ebayChallengeResponse(code, endpoints.verificationToken, endpoints.accountDeletionUrl),

    async verify(headers, rawBody) {
      const { kid, signature } = headerOf(headers['x-ebay-signature']);
      const pem = await publicKey(kid);
      if (!verifies(pem, rawBody, signature)) throw refuse('the signature does not match');
      return noticeOf(rawBody);
    },
  };
}
