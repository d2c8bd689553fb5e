/*
 * Which customs declaration a national-post item carries (UPU rule, shared/outside-systems.md part C): CN22 for letter
 * post and small packets worth under 300 SDR, CN23 for parcels (PARCEL, EMS), for anything worth 300 SDR or more, and
 * for anything over 2 kg. The reason is kept so that the seller is told why.
 */

export const CN22_LIMIT_SDR = 300;
export const CN22_MAX_WEIGHT_G = 2_000;
const PARCEL_TYPES = new Set(['PARCEL', 'EMS']);

export type CustomsForm = 'cn22' | 'cn23';
export type CustomsFormReason = 'small_item' | 'parcel' | 'value_over_limit' | 'weight_over_limit';

export function customsFormFor(item: {
  packageType: string;
  /** The declared value in SDR (converted with our exchange rates). */
  valueSdr: number;
  weightG: number;
}): { form: CustomsForm; reason: CustomsFormReason } {
  if (PARCEL_TYPES.has(item.packageType)) return { form: 'cn23', reason: 'parcel' };
  if (item.valueSdr >= CN22_LIMIT_SDR) return { form: 'cn23', reason: 'value_over_limit' };
  if (item.weightG > CN22_MAX_WEIGHT_G) return { form: 'cn23', reason: 'weight_over_limit' };
  return { form: 'cn22', reason: 'small_item' };
}
