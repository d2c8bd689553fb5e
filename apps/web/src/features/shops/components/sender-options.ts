import type { Address } from '@cabinet/contracts/addresses';

const nameOf = (entry: Address) => entry.company_name || [entry.first_name, entry.last_name].filter(Boolean).join(' ');

/**
 * "Name — City, ST, UA", as the shipment form's picker words an entry. A saved sender the list lacks (removed since,
 * or a book the user may not read) stays as an option of its own, so that the field still shows what is saved.
 */
export function senderOptions(senders: Address[], savedId: number | undefined, missing: (id: number) => string) {
  const options = senders.map((entry) => ({
    value: String(entry.id),
    label: `${nameOf(entry)} — ${[entry.city, entry.state, entry.country].filter(Boolean).join(', ')}`,
  }));
  if (savedId !== undefined && !senders.some((entry) => entry.id === savedId))
    options.push({ value: String(savedId), label: missing(savedId) });
  return options;
}
