import type { AddressBody } from '@cabinet/contracts/addresses';
import { addressLimits } from '@cabinet/contracts/addresses';
import type { OrderAddress } from '@cabinet/contracts/orders';
import type { AddressService } from '../addresses/addresses.service.ts';

const cut = (text: string | null, max: number) => (text ?? '').trim().slice(0, max);

/** "Jane Q. Doe" → first "Jane Q.", last "Doe"; a single word is the last name. */
function splitName(name: string): { first: string; last: string } {
  const words = name.trim().split(/\s+/);
  const last = words.pop() ?? '';
  return { first: words.join(' '), last };
}

/**
 * The order's buyer as an address-book recipient (§5: a parcel goes to an address-book entry): the same entry when
 * one already matches, else a new one. null when the address cannot be an entry as it is (not Latin, incomplete):
 * the seller then picks or writes the recipient in the form.
 */
export async function recipientFromOrder(
  addresses: Pick<AddressService, 'create' | 'list'>,
  accountId: number,
  shipTo: OrderAddress | null,
): Promise<number | null> {
  if (!shipTo) return null;
  const { first, last } = splitName(shipTo.name);
  const body: AddressBody = {
    book_type: 'recipient',
    variation_type: 'individual',
    first_name: cut(first, addressLimits.first_name),
    last_name: cut(last, addressLimits.last_name),
    country: shipTo.country.toUpperCase(),
    state: cut(shipTo.state, addressLimits.state),
    city: cut(shipTo.city, addressLimits.city),
    zip: cut(shipTo.zip, addressLimits.zip),
    address_line1: cut(shipTo.line1, addressLimits.address_line1),
    address_line2: cut(shipTo.line2, addressLimits.address_line2),
    phone: cut(shipTo.phone, addressLimits.phone),
  };
  const known = await addresses.list(accountId, {
    page: 1,
    on_page: 100,
    book_type: 'recipient',
    search: cut(last, 50) || undefined,
  });
  const same = known.address_book.find(
    (a) =>
      a.first_name === body.first_name &&
      a.last_name === body.last_name &&
      a.zip === body.zip &&
      a.address_line1 === body.address_line1 &&
      a.country === body.country,
  );
  if (same) return same.id;
  try {
    return (await addresses.create(accountId, body)).id;
  } catch {
    // Not a valid entry as the marketplace gave it (§5 rules of the address book): the seller completes it.
    return null;
  }
}
