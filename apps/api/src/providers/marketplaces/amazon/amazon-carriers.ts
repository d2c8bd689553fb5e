/*
 * Our carrier → Amazon's `carrierCode` (the CarrierCode list of confirmShipment and the order-fulfilment feed).
 * Amazon takes any other carrier as `Other` with our name in `carrierName`: that is the route for Ukrposhta, Nova
 * Poshta and Meest, which are not on Amazon's list, so no carrier is ever without a code.
 */

export const AMAZON_OTHER_CARRIER = 'Other';

const CODES: Record<string, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  dhlexpress: 'DHL',
  dhlecommerce: 'DHL eCommerce',
  ontrac: 'OnTrac',
  royalmail: 'Royal Mail',
  parcelforce: 'Parcelforce',
  canadapost: 'Canada Post',
  australiapost: 'Australia Post',
  deutschepost: 'Deutsche Post',
  dpd: 'DPD',
  gls: 'GLS',
  hermes: 'Hermes',
  evri: 'Hermes',
};

/** Our carrier's name or slug ("usps", "nova-poshta", "Royal Mail") → Amazon's code; null only for no name at all. */
export function amazonCarrierCode(carrier: string): string | null {
  const key = carrier.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!key) return null;
  return CODES[key] ?? AMAZON_OTHER_CARRIER;
}
