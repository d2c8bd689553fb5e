import type { ShopCredentials } from '../../providers/marketplaces/marketplace.ts';
import type { StoredCredentials } from './shops.schema.ts';

const date = (iso: string | null) => (iso === null ? null : new Date(iso));
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export const credentialsFromStore = (c: StoredCredentials): ShopCredentials => ({
  accessToken: c.accessToken,
  refreshToken: c.refreshToken,
  accessExpiresAt: date(c.accessExpiresAt),
  authorizationExpiresAt: date(c.authorizationExpiresAt),
  account: c.account,
});

export const credentialsToStore = (c: ShopCredentials): StoredCredentials => ({
  accessToken: c.accessToken,
  refreshToken: c.refreshToken,
  accessExpiresAt: iso(c.accessExpiresAt),
  authorizationExpiresAt: iso(c.authorizationExpiresAt),
  account: c.account,
});
