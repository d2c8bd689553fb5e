import type { ShopCredentials } from '../../providers/marketplaces/marketplace.ts';
import type { Sealer } from '../../platform/secrets/sealed-secrets.ts';
import type { StoredCredentials } from './shops.schema.ts';

const date = (iso: string | null) => (iso === null ? null : new Date(iso));
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** Which marketplace shop the tokens open: they are sealed to it, so tokens copied onto another row do not open. */
export interface ShopIdentity {
  kind: string;
  externalId: string;
}

/**
 * A shop's credentials between the adapters' shape and the row: the tokens sealed (docs/decisions.md, "Sealed
 * secrets"), the dates as ISO text. Tokens stored before sealing began are read as they are and sealed on next save.
 */
/** The credentials' shape either side: the tokens and the account as they are, the two dates as `When`. */
interface Tokens<When> {
  accessToken: string;
  refreshToken: string | null;
  accessExpiresAt: When;
  authorizationExpiresAt: When;
  account: ShopCredentials['account'];
}

/** One shape to the other: each token through `token`, each date through `when`. */
const convert = <A, B>(c: Tokens<A>, token: (value: string) => string, when: (value: A) => B): Tokens<B> => ({
  accessToken: token(c.accessToken),
  refreshToken: c.refreshToken === null ? null : token(c.refreshToken),
  accessExpiresAt: when(c.accessExpiresAt),
  authorizationExpiresAt: when(c.authorizationExpiresAt),
  account: c.account,
});

export function shopCredentialsStore(sealer: Sealer) {
  const contextOf = (shop: ShopIdentity) => `shop-tokens:${shop.kind}:${shop.externalId}`;
  return {
    fromStore: (c: StoredCredentials, shop: ShopIdentity): ShopCredentials =>
      convert(c, (value) => sealer.open(value, contextOf(shop)), date),
    toStore: (c: ShopCredentials, shop: ShopIdentity): StoredCredentials =>
      convert(c, (value) => sealer.seal(value, contextOf(shop)), iso),
  };
}
export type ShopCredentialsStore = ReturnType<typeof shopCredentialsStore>;
