/**
 * Our carriers, as the track form offers them; the API maps each to the marketplace's own carrier code and refuses
 * one that marketplace has no code for, before anything is sent.
 */
export const carriers = ['usps', 'ups', 'fedex', 'dhl', 'ukrposhta', 'nova-poshta', 'meest', 'other'] as const;

export const isCarrier = (value: string | null): value is (typeof carriers)[number] =>
  carriers.some((carrier) => carrier === value);
