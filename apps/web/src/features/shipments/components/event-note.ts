import type { TFunction } from 'i18next';

/**
 * Timeline notes are an operator's words, or `code: details` written by the server (`requoted: 12.40 → 15.10`,
 * `label_bought: ground_combined 5.30 CA…`), several joined by "; ": each code is put in words — the seller's
 * (`event_notes`) or the desk's (`ops.notes`) — and a code inside the details too (a tariffs reason, a type).
 */
export function eventNote(t: TFunction, note: string, words: 'ops.notes' | 'event_notes' = 'ops.notes'): string {
  return note
    .split('; ')
    .map((part) => {
      const match = /^([a-z_]+)(?::\s*(.*))?$/.exec(part);
      if (!match) return part;
      const [, code, details] = match;
      const key = `${words}.${code}`;
      const worded = t(key, { ns: 'shipments' });
      if (worded === key) return part;
      return details ? `${worded}: ${inWords(t, code!, details)}` : worded;
    })
    .join('; ');
}

/** A failed re-quote names the tariffs' reason (`over_max_weight`), a change of type the two types: in words too. */
function inWords(t: TFunction, code: string, details: string): string {
  if (code === 'requote_failed' && /^[a-z_]+$/.test(details))
    return t(`exclusions.${details}`, { ns: 'shipments', defaultValue: details });
  if (code === 'delivery_type_changed') {
    return details.replace(/[a-z_]+/g, (type) => t(`delivery_types.${type}`, { ns: 'shipments', defaultValue: type }));
  }
  return details;
}
