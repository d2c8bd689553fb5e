/**
 * What a marketplace puts on its redirect back to /connect/{kind}: OAuth's code/state/error, Amazon's
 * spapi_oauth_code and selling_partner_id, Shopify's signed hmac/shop/timestamp/host, eBay's expires_in.
 */
export const REDIRECT_PARAMS = [
  'code',
  'state',
  'error',
  'spapi_oauth_code',
  'selling_partner_id',
  'hmac',
  'shop',
  'timestamp',
  'host',
  'expires_in',
] as const;

/**
 * Every query parameter, when the address is a marketplace's redirect back; else null. All of them are handed over,
 * not only the known ones: Shopify's hmac signs the whole query, so the server must see it as it came.
 */
export function redirectParams(search: URLSearchParams): Record<string, string> | null {
  if (!REDIRECT_PARAMS.some((name) => search.has(name))) return null;
  return Object.fromEntries(search.entries());
}
