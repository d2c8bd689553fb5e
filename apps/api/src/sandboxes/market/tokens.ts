import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../platform/db/client.ts';
import { issueToken } from '../marketplace-kit/store.ts';
import type { SandboxSecrets } from '../secrets/sandbox-secrets.ts';
import { KIND } from './shops.ts';

/*
 * The market's tokens as the sandbox issues them: an access token of an hour and a refresh token of 60 days, both
 * carrying the granted scopes in their prefix (`mka_rw_…`, `mkr_r_…`). The store keeps only their hashes, so the
 * prefix cannot be changed without breaking the token. And the app's HTTP Basic authentication at the token and
 * revoke endpoints (RFC 6749 §2.3.1: client_id and secret form-urlencoded, then base64).
 */

export const ACCESS_TTL_S = 3600;
export const REFRESH_TTL_S = 60 * 86_400;

const READ = 'orders:read';
const WRITE = 'orders:write';

const scopeCode = (scopes: readonly string[]) =>
  `${scopes.includes(READ) ? 'r' : ''}${scopes.includes(WRITE) ? 'w' : ''}`;

/** The scopes a token was granted, from its prefix. */
export function scopesOfToken(token: string): string[] {
  const code = token.split('_')[1] ?? '';
  return [...(code.includes('r') ? [READ] : []), ...(code.includes('w') ? [WRITE] : [])];
}

/** The token endpoint's answer (RFC 6749 §5.1), for a new pair. */
export async function issuePair(db: Db, shopId: number, scopes: readonly string[], now: Date) {
  const code = scopeCode(scopes);
  const base = { kind: KIND, shopId };
  const access = await issueToken(
    db,
    { ...base, type: 'access', ttlMs: ACCESS_TTL_S * 1000, prefix: `mka_${code}_` },
    now,
  );
  const refresh = await issueToken(
    db,
    { ...base, type: 'refresh', ttlMs: REFRESH_TTL_S * 1000, prefix: `mkr_${code}_` },
    now,
  );
  return {
    access_token: access.value,
    token_type: 'Bearer',
    expires_in: ACCESS_TTL_S,
    refresh_token: refresh.value,
    refresh_token_expires_in: REFRESH_TTL_S,
    scope: [READ, WRITE].filter((scope) => scopes.includes(scope)).join(' '),
  };
}

const same = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const formDecode = (part: string) => {
  try {
    return decodeURIComponent(part.replaceAll('+', ' '));
  } catch {
    return '';
  }
};

/** Whether the request authenticates as this installation's sandbox app (`app`) with HTTP Basic. */
export function isSandboxClient(authorization: string | undefined, app: SandboxSecrets['market']): boolean {
  if (!authorization?.startsWith('Basic ')) return false;
  const decoded = Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const id = formDecode(decoded.slice(0, colon));
  const secret = formDecode(decoded.slice(colon + 1));
  return id === app.clientId && same(secret, app.clientSecret);
}
