import { MarketplaceError, type ShopSession } from '../marketplace.ts';

/*
 * Restricted Data Tokens (developer-docs.amazon.com/sp-api/docs/tokens-api-use-case-guide). Amazon gives the buyer's
 * name, street, phone and e-mail, and the items' gift messages and customisations, only to a call made with an RDT —
 * without one an order's address is just city, region, postal code and country, which no parcel can be sent to. The
 * import asks for one RDT per seller covering the three order reads (generic `{orderId}` paths), keeps it for most of
 * its hour, and falls back to the plain access token when Amazon refuses one (an app without the restricted roles):
 * the orders still arrive, without the personal data.
 */

/** What the order reads need opened: getOrders and getOrder the address and buyer, getOrderItems the gift data. */
export const ORDER_RESOURCES_V0 = [
  { method: 'GET', path: '/orders/v0/orders', dataElements: ['buyerInfo', 'shippingAddress'] },
  { method: 'GET', path: '/orders/v0/orders/{orderId}', dataElements: ['buyerInfo', 'shippingAddress'] },
  { method: 'GET', path: '/orders/v0/orders/{orderId}/orderItems', dataElements: ['buyerInfo'] },
] as const;

/**
 * The 2026-01-01 reads: searchOrders and getOrder. The Tokens model asks for `dataElements` only for the v0 reads; for
 * these the datasets are chosen by `includedData` (BUYER, RECIPIENT) on the call itself.
 */
export const ORDER_RESOURCES_2026 = [
  { method: 'GET', path: '/orders/2026-01-01/orders' },
  { method: 'GET', path: '/orders/2026-01-01/orders/{orderId}' },
] as const;

/** An RDT is used until this long before it ends, so a page of calls never starts with one about to die. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** After a refusal, the plain token is used for this long before an RDT is asked for again. */
const REFUSAL_KEPT_MS = 60 * 60_000;

type Held = { token: string; until: number } | { refusedUntil: number };

export function restrictedTokens(
  create: (session: ShopSession) => Promise<{ restrictedDataToken: string; expiresIn: number } | null>,
  now: () => Date,
) {
  const held = new Map<string, Held>();
  const keyOf = (session: ShopSession) =>
    session.credentials.account.sellingPartnerId ?? session.credentials.accessToken;

  return {
    /** The seller's RDT, or null when Amazon will not give one (then the plain access token serves). */
    async get(session: ShopSession): Promise<string | null> {
      const key = keyOf(session);
      const at = now().getTime();
      const current = held.get(key);
      if (current && 'token' in current && current.until > at) return current.token;
      if (current && 'refusedUntil' in current && current.refusedUntil > at) return null;
      try {
        const answer = await create(session);
        if (!answer?.restrictedDataToken) throw new MarketplaceError('invalid', 'Amazon sent no restrictedDataToken');
        const until = at + answer.expiresIn * 1000 - RENEW_BEFORE_MS;
        held.set(key, { token: answer.restrictedDataToken, until });
        return answer.restrictedDataToken;
      } catch (error) {
        // Refused (403) or not understood (400): the orders come without personal data rather than not at all.
        if (error instanceof MarketplaceError && (error.code === 'reauthorize' || error.code === 'invalid')) {
          held.set(key, { refusedUntil: at + REFUSAL_KEPT_MS });
          return null;
        }
        throw error;
      }
    },
    /** Whether Amazon refused this seller's last request for an RDT (the orders come without personal data). */
    refused(session: ShopSession): boolean {
      const current = held.get(keyOf(session));
      return current !== undefined && 'refusedUntil' in current;
    },
    /** Forgets an RDT Amazon stopped taking, so the next call asks for a new one. */
    forget(session: ShopSession): void {
      held.delete(keyOf(session));
    },
  };
}
