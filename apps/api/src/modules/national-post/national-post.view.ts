import type { NationalPostShipment } from '@cabinet/contracts/national-post';
import type { Currency } from '@cabinet/contracts/money';
import { money } from '../money/money-format.ts';
import { customsFormFor } from './documents/customs-form.ts';
import type { NationalPostParty, NationalPostRow } from './national-post.schema.ts';

/** Ukrposhta has the parcel once a post office accepted it: from then on it can no longer be deleted. */
export const HANDED_IN = new Set(['accepted', 'abroad', 'delivered', 'returned']);

const partyView = (p: NationalPostParty) => ({ name: p.name, city: p.city, country: p.country });

/** The customs form and its reason, from what the row stores. */
export const customsFormOf = (row: NationalPostRow) =>
  customsFormFor({ packageType: row.package_type, valueSdr: row.value_sdr_cents / 100, weightG: row.weight_g });

export function nationalPostView(row: NationalPostRow): NationalPostShipment {
  const { form, reason } = customsFormOf(row);
  return {
    id: row.id,
    uuid: row.uuid,
    barcode: row.barcode,
    status: row.status,
    package_type: row.package_type as NationalPostShipment['package_type'],
    category: row.category as NationalPostShipment['category'],
    sender: partyView(row.sender),
    recipient: partyView(row.recipient),
    weight_g: row.weight_g,
    lines: row.lines,
    price: row.price_usd === null ? null : money(row.price_usd),
    delivery_price: row.delivery_price_uah === null ? null : money(row.delivery_price_uah, 'UAH' satisfies Currency),
    failure: row.failure,
    customs_form: form,
    customs_form_reason: reason,
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
    accepted_at: row.accepted_at?.toISOString() ?? null,
    can_pay: row.status === 'created',
    can_delete: row.status === 'created' || row.status === 'paid' || row.status === 'failed',
  };
}
