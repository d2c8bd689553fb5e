import type { TariffZone } from '@cabinet/contracts/tariffs';
import { NO_SHIPPING_TO } from '../reference/reference.service.ts';

const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ');
const EU_UK = new Set([...EU, 'GB']);
/** Europe outside the EU and the UK (docs/tariffs.md). */
const REST_OF_EUROPE = new Set(
  'AL AD BA CH FO GI IS LI MC MD ME MK NO RS SM VA XK GE AM AZ TR GG JE IM SJ AX GL'.split(' '),
);
/** The US and the territories USPS serves as domestic mail. */
const US_AREA = new Set(['US', 'PR', 'VI', 'GU', 'AS', 'MP']);

/**
 * Countries whose duty/tax threshold for parcels is low or zero (the §9 customs warning): the EU (no VAT
 * threshold since 2021), the UK, Switzerland, Norway, the US (de minimis suspended in 2025), Canada, Mexico,
 * Brazil, Israel, Turkey, Australia and New Zealand (GST from the first dollar).
 */
export const LOW_DUTY_THRESHOLD = new Set([...EU_UK, 'CH', 'NO', 'US', 'PR', 'CA', 'MX', 'BR', 'IL', 'TR', 'AU', 'NZ']);

/** The zone whose tables price a parcel from `from` to `to`; null when we do not ship that way. */
export function zoneOf(from: string, to: string): TariffZone | null {
  if (NO_SHIPPING_TO.has(to) || NO_SHIPPING_TO.has(from)) return null;
  if (from === 'US') return US_AREA.has(to) ? 'us_domestic' : null;
  if (from !== 'UA' || to === 'UA') return null;
  if (US_AREA.has(to)) return 'us';
  if (to === 'CA') return 'ca';
  if (EU_UK.has(to)) return 'eu_uk';
  if (REST_OF_EUROPE.has(to)) return 'europe';
  return 'world';
}
