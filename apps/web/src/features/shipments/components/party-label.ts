import type { ShipmentParty } from '@cabinet/contracts/shipments';

/** A person's or a company's name as the book and the shipment show it. */
export const partyName = (party: Pick<ShipmentParty, 'company_name' | 'first_name' | 'last_name'>) =>
  party.company_name || [party.first_name, party.last_name].filter(Boolean).join(' ');

/** "Name — City, ST, US": enough to tell entries apart in a picker. */
export const partyLabel = (party: ShipmentParty) =>
  `${partyName(party)} — ${[party.city, party.state, party.country].filter(Boolean).join(', ')}`;

/** The address lines of a party, for the detail. */
export const partyAddress = (party: ShipmentParty) =>
  [
    [party.address_line1, party.address_line2].filter(Boolean).join(', '),
    [party.city, party.state, party.zip].filter(Boolean).join(', '),
    party.country,
  ]
    .filter(Boolean)
    .join(' · ');
