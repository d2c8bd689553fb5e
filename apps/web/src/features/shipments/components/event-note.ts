import type { TFunction } from 'i18next';

/**
 * Timeline notes are an operator's words, or `code: details` written by the server (`requoted: 12.40 → 15.10`,
 * `label_bought: ground_combined 5.30 CA…`): the code is put in words, the details stay as they are.
 */
export function eventNote(t: TFunction, note: string): string {
  const match = /^([a-z_]+)(?::\s*(.*))?$/.exec(note);
  if (!match) return note;
  const [, code, details] = match;
  const key = `ops.notes.${code}`;
  const words = t(key);
  if (words === key) return note;
  return details ? `${words}: ${inWords(t, code!, details)}` : words;
}

/** A failed re-quote names the tariffs' reason (`over_max_weight`), a change of type the two types: in words too. */
function inWords(t: TFunction, code: string, details: string): string {
  if (code === 'requote_failed' && /^[a-z_]+$/.test(details))
    return t(`exclusions.${details}`, { defaultValue: details });
  if (code === 'delivery_type_changed') {
    return details.replace(/[a-z_]+/g, (type) => t(`delivery_types.${type}`, { defaultValue: type }));
  }
  return details;
}
