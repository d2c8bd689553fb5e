import type { Address } from '@cabinet/contracts/addresses';
import type { Shipment, ShipmentDetail, ShipmentQuote } from '@cabinet/contracts/shipments';

export const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });

const entry = (fields: Partial<Address>): Address => ({
  id: 1,
  book_type: 'recipient',
  variation_type: 'individual',
  company_name: '',
  edrpou: '',
  first_name: '',
  last_name: '',
  country: 'US',
  state: '',
  city: '',
  zip: '',
  address_line1: '',
  address_line2: '',
  phone: '',
  email: '',
  is_default: false,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...fields,
});

export const sender = entry({
  id: 11,
  book_type: 'sender',
  variation_type: 'company',
  company_name: 'Sunflower Crafts',
  country: 'UA',
  state: 'UA-46',
  city: 'Lviv',
  zip: '79000',
  address_line1: 'Horodotska 1',
  is_default: true,
});

export const recipient = entry({
  id: 21,
  first_name: 'John',
  last_name: 'Smith',
  state: 'NY',
  city: 'New York',
  zip: '10001',
  address_line1: '350 Fifth Avenue',
});

export const book = (entries: Address[]) => ({
  address_book: entries,
  page: 1,
  on_page: 100,
  total: entries.length,
  next_page: null,
});

export const quote = (total = '17.49', extra: Partial<ShipmentQuote> = {}): ShipmentQuote => ({
  price: {
    delivery_type: 'small_pack',
    chargeable_weight_g: 1200,
    lines: [
      { code: 'delivery', price: usd('15.49') },
      { code: 'to_hands', price: usd('2.00') },
    ],
    total: usd(total),
    delivery_days: { min: 10, max: 18 },
  },
  customs_value: usd('40.00'),
  customs_value_shortfall: null,
  needs_confirmation: [],
  ...extra,
});

const party = {
  variation_type: 'individual' as const,
  company_name: '',
  first_name: 'John',
  last_name: 'Smith',
  country: 'US',
  state: 'NY',
  city: 'New York',
  zip: '10001',
  address_line1: '350 Fifth Avenue',
  address_line2: '',
  phone: '',
  email: '',
};

export const shipment = (fields: Partial<Shipment> = {}): Shipment => ({
  id: 501,
  number: 'SC00000501',
  type: 'direct',
  delivery_type: 'small_pack',
  status: 'customer_created',
  status_color: 'gray',
  status_changed_at: '2026-11-21T09:00:00.000Z',
  delivery_status: 'not_registered',
  track_number: null,
  internal_track: null,
  handover: 'office',
  sender: { ...party, variation_type: 'company', company_name: 'Sunflower Crafts', country: 'UA' },
  recipient: party,
  order_number: '',
  dimensions: { length_cm: 30, width_cm: 20, height_cm: 10 },
  fact_weight_g: 500,
  dimensional_weight_g: 1200,
  measured: null,
  customs_value: usd('40.00'),
  insurance: null,
  to_hands: false,
  tags: [],
  proof_files: [],
  content: 'Vyshyvanka',
  price: usd('17.49'),
  payment_state: 'held',
  amount_due: null,
  pending_action: null,
  delivery_problem: null,
  parent_id: null,
  parcels_count: 0,
  can_delete: true,
  created_at: '2026-11-21T09:00:00.000Z',
  ...fields,
});

export const detail = (s: Shipment = shipment()): ShipmentDetail => ({
  shipment: s,
  lines: [],
  events: [
    { id: 1, status: 'customer_created', note: '', at: s.created_at },
    { id: 2, status: 'in_ua_warehouse', note: 'requoted: 15.49 → 17.49; fragile', at: s.created_at },
  ],
  frozen_reason: null,
  price_breakdown: quote(s.price.amount).price,
  parcels: [],
});
