/*
 * Our carriers as the seller names them when sending a track, and where a buyer follows each. Marketplaces map these
 * names to their own carrier codes (each adapter's carrierCodeFor).
 */

export const TRACKING_PAGES: Record<string, (track: string) => string> = {
  ukrposhta: (t) => `https://track.ukrposhta.ua/tracking_UA.html?barcode=${encodeURIComponent(t)}`,
  'nova-poshta': (t) => `https://novaposhta.ua/tracking/?cargo_number=${encodeURIComponent(t)}`,
  usps: (t) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(t)}`,
  ups: (t) => `https://www.ups.com/track?tracknum=${encodeURIComponent(t)}`,
  fedex: (t) => `https://www.fedex.com/fedextrack/?trknbr=${encodeURIComponent(t)}`,
  dhl: (t) => `https://www.dhl.com/en/express/tracking.html?AWB=${encodeURIComponent(t)}`,
  meest: (t) => `https://t.meest-group.com/?trackingNumber=${encodeURIComponent(t)}`,
};

export const CARRIER_NAMES: Record<string, string> = {
  ukrposhta: 'Ukrposhta',
  'nova-poshta': 'Nova Poshta',
  usps: 'USPS',
  ups: 'UPS',
  fedex: 'FedEx',
  dhl: 'DHL',
  meest: 'Meest',
  other: 'Other',
};

/**
 * The carrier of one of our shipments' tracks. Our parcels travel under UPU S10 numbers ("RB123456785UA"): the
 * country in the suffix is the posting office's, which tracks it end to end (Ukrposhta for "UA", USPS for "US").
 */
export function carrierOfTrack(track: string): string {
  const s10 = /^[A-Z]{2}\d{9}([A-Z]{2})$/.exec(track.toUpperCase());
  if (s10?.[1] === 'UA') return 'ukrposhta';
  if (s10?.[1] === 'US') return 'usps';
  if (/^(94|93|92|95)\d{20}$/.test(track)) return 'usps';
  if (/^1Z[0-9A-Z]{16}$/i.test(track)) return 'ups';
  return 'other';
}
