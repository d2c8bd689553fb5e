import carriers from './etsy-carriers.json' with { type: 'json' };

/*
 * Etsy takes any carrier_name on createReceiptShipment but shows the tracking only for the slugs on its list; an
 * unknown name marks the receipt shipped and the track is silently lost. So our carrier is mapped to a slug first,
 * and a carrier with none is flagged to the seller before anything is sent.
 */

const SLUGS: ReadonlySet<string> = new Set(carriers.slugs);
const ALIASES: Readonly<Record<string, string>> = carriers.aliases;

/** "Nova Poshta", "nova_poshta", "NOVA-POSHTA" → "nova-poshta". */
const normalised = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

export const isEtsyCarrierSlug = (carrierName: string) => SLUGS.has(carrierName);

/** Etsy's slug for our carrier, or null when Etsy has none (Meest, our own couriers). */
export function etsyCarrierSlug(carrier: string): string | null {
  const name = normalised(carrier);
  const slug = ALIASES[name] ?? name;
  return SLUGS.has(slug) ? slug : null;
}
