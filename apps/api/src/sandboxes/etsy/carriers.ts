/*
 * The carrier names whose tracking Etsy shows to the buyer: the slugs of Etsy's fulfilment tutorial ("Tracking updates
 * for shipping carriers", developers.etsy.com/documentation/tutorials/fulfillment) for the carriers the sandbox's
 * shops ship with. createReceiptShipment takes any other name too, marks the receipt shipped and shows no tracking
 * (open-api issues #135, #201). The sandbox's own list: the adapter keeps its own and maps to it.
 */

const SLUGS: ReadonlySet<string> = new Set([
  '4px',
  'asendia-uk',
  'asendia-usa',
  'australia-post',
  'canada-post',
  'china-post',
  'deutsch-post',
  'dhl',
  'dhl-germany',
  'dhl-global-mail',
  'dpd',
  'fedex',
  'gls',
  'hermes',
  'la-poste-colissimo',
  'landmark-global',
  'nova-poshta',
  'ontrac',
  'other',
  'parcel-force',
  'poczta-polska',
  'royal-mail',
  'ukrposhta',
  'ups',
  'usps',
  'yanwen',
]);

export const isCarrierSlug = (carrierName: string) => SLUGS.has(carrierName);
