import type { ShopKind } from '@cabinet/contracts/shops';
import { AppError } from '../../platform/errors.ts';
import { MarketplaceError } from '../../providers/marketplaces/marketplace.ts';

// What a connection must satisfy on our side, and how a marketplace's refusal reads to the seller.

/** A generated link works this long: the seller confirms at the marketplace in the meantime. */
export const CONNECT_TTL_MS = 30 * 60_000;

/** What the seller types for each kind (checked before a link is made; the marketplace has the last word). */
export const SHOP_NAME_PATTERNS: Record<ShopKind, RegExp> = {
  etsy: /^[A-Za-z0-9]{2,50}$/,
  shopify: /^[a-z0-9][a-z0-9-]{0,59}(\.myshopify\.com)?$/i,
  amazon: /^[\p{L}\p{N} .&'-]{2,100}$/u,
  ebay: /^[A-Za-z0-9._*-]{2,64}$/,
  market: /^[\p{L}\p{N} .&'-]{2,100}$/u,
};

/** A marketplace's refusal during the connection, as our error (translated for the seller). */
const CONNECT_REFUSALS: Partial<Record<MarketplaceError['code'], [number, string]>> = {
  denied: [400, 'integration_denied'],
  state_mismatch: [400, 'integration_state_mismatch'],
  invalid_grant: [400, 'integration_code_invalid'],
  bad_signature: [400, 'integration_bad_signature'],
  bad_shop: [400, 'integration_bad_shop'],
  unavailable: [409, 'marketplace_unavailable'],
  rate_limited: [409, 'marketplace_busy'],
};

export function connectRefusal(error: unknown): AppError {
  if (error instanceof MarketplaceError) {
    const [status, code] = CONNECT_REFUSALS[error.code] ?? [409, 'marketplace_refused'];
    return new AppError(status, code);
  }
  return new AppError(409, 'marketplace_unavailable');
}
