import type { Address } from '@cabinet/contracts/addresses';

/** How an entry is named in lists and titles: the company, else the person. */
export function addressName(a: Pick<Address, 'variation_type' | 'company_name' | 'first_name' | 'last_name'>): string {
  const person = `${a.first_name} ${a.last_name}`.trim();
  return a.variation_type === 'company' && a.company_name ? a.company_name : person;
}

/** One line of the address: street, city, region, postcode. */
export function addressLine(a: Pick<Address, 'address_line1' | 'address_line2' | 'city' | 'state' | 'zip'>): string {
  return [a.address_line1, a.address_line2, a.city, [a.state, a.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}
