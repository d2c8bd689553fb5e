/*
 * Our carrier → eBay's `shippingCarrierCode` (the Trading API's ShippingCarrierCodeType, as GeteBayDetails lists it
 * under ShippingCarrierDetails). Ukrposhta, Nova Poshta and Meest are not among the codes we know of, so they go as
 * `Other`: eBay keeps the tracking number but cannot follow it.
 */

export const EBAY_OTHER_CARRIER = 'Other';

export const EBAY_CARRIER_CODES: Record<string, string> = {
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  dhlexpress: 'DHL',
  dhlecommerce: 'DHLGlobalMail',
  ontrac: 'OnTrac',
  royalmail: 'RoyalMail',
  parcelforce: 'ParcelForce',
  canadapost: 'CanadaPost',
  australiapost: 'AustraliaPost',
  deutschepost: 'DeutschePost',
  dpd: 'DPD',
  gls: 'GLS',
  hermes: 'Hermes',
  evri: 'Hermes',
  chinapost: 'ChinaPost',
};

/** Our carrier's name or slug ("usps", "nova-poshta") → eBay's code; null only for no name at all. */
export function ebayCarrierCode(carrier: string): string | null {
  const key = carrier.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!key) return null;
  return EBAY_CARRIER_CODES[key] ?? EBAY_OTHER_CARRIER;
}
