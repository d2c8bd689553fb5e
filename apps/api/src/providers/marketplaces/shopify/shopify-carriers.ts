/*
 * Our carriers as Shopify's tracking companies. A name on Shopify's list (spelled as Shopify spells it) gets a
 * tracking link Shopify builds itself; any other name is accepted as free text, shown as a link only when we send our
 * own tracking URL. Ukrposhta and Nova Poshta are not confirmed on Shopify's list (shared/outside-systems.md A.3),
 * so they go as free text and always with our URL.
 */

const SHOPIFY_COMPANY: Record<string, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL Express',
  'dhl-express': 'DHL Express',
  'dhl-ecommerce': 'DHL eCommerce',
  'canada-post': 'Canada Post',
  'royal-mail': 'Royal Mail',
  'australia-post': 'Australia Post',
  'deutsche-post': 'Deutsche Post',
  dpd: 'DPD',
  ukrposhta: 'Ukrposhta',
  'nova-poshta': 'Nova Poshta',
  meest: 'Meest',
};

/** Shopify's company name for our carrier, or null when we know of none (the caller warns before sending). */
export const shopifyCompanyFor = (carrier: string): string | null =>
  SHOPIFY_COMPANY[carrier.trim().toLowerCase()] ?? null;
