/*
 * The market's carrier codes. It refuses a code it does not know (422), so our carrier is mapped first and one the
 * market has no code for is flagged to the seller before anything is sent. Our names are the market's codes except
 * for Nova Poshta, which the market spells with an underscore.
 */

export const MARKET_CARRIERS = ['ukrposhta', 'nova_poshta', 'usps', 'ups', 'fedex', 'dhl', 'meest'] as const;
export type MarketCarrier = (typeof MARKET_CARRIERS)[number];

const CODES: ReadonlySet<string> = new Set(MARKET_CARRIERS);

export const isMarketCarrier = (code: string): code is MarketCarrier => CODES.has(code);

/** "nova-poshta", "Nova Poshta", "NOVA_POSHTA" → "nova_poshta"; null for a carrier the market does not know. */
export function marketCarrierCode(carrier: string): string | null {
  const code = carrier
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return isMarketCarrier(code) ? code : null;
}
