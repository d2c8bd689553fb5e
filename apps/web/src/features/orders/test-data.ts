import type { CrmState, Order, OrderSummary, SalesStats } from '@cabinet/contracts/orders';
import type { Shop } from '@cabinet/contracts/shops';

/** An Etsy order in USD with one shipped-nowhere line; its details follow the contract's shapes. */
export const summary = (fields: Partial<OrderSummary> = {}): OrderSummary => ({
  id: 7,
  kind: 'etsy',
  shop_id: 3,
  shop_name: 'SunflowerCrafts',
  external_id: '3141592653',
  number: '3141592653',
  internal_number: 'ET-000007',
  status: 'open',
  payment_status: 'paid',
  crm_status: 'new',
  ordered_at: '2026-11-20T09:30:00.000Z',
  buyer_name: 'Jane Doe',
  buyer_erased: null,
  fulfilled_by_marketplace: false,
  cancel_requested: false,
  country: 'US',
  items_count: 2,
  total: { amount: '64.50', currency: 'USD' },
  total_usd: { amount: '64.50', rate_date: null },
  shipment: null,
  track: { state: 'none', numbers: [], carrier: null, message: null, sent_at: null, attempts: 0, packages: [] },
  tags: [],
  ...fields,
});

export const order = (fields: Partial<Order> = {}): Order => ({
  ...summary(),
  updated_at: '2026-11-21T10:00:00.000Z',
  buyer_email: 'jane@example.com',
  buyer_note: 'Please wrap it as a gift',
  seller_note: '',
  ship_to: {
    name: 'Jane Doe',
    line1: '5 Main St',
    line2: 'Apt 2',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
    phone: '+12175550100',
  },
  subtotal: { amount: '60.00', currency: 'USD' },
  discount: { amount: '5.00', currency: 'USD' },
  tax: { amount: '3.50', currency: 'USD' },
  shipping: { amount: '6.00', currency: 'USD' },
  fees: null,
  buyer_total: null,
  lines: [
    {
      external_id: 'L1',
      sku: 'VYSH-01',
      title: 'Embroidered shirt',
      quantity: 2,
      price: { amount: '30.00', currency: 'USD' },
      variation: 'Size: M',
      personalization: 'Initials O.K.',
      product_id: 41,
    },
  ],
  cancel_reasons: [],
  raw: { receipt_id: 3141592653, grandtotal: { amount: 6450, divisor: 100 } },
  ...fields,
});

export const shop = (fields: Partial<Shop> = {}): Shop => ({
  id: 3,
  kind: 'etsy',
  name: 'SunflowerCrafts',
  url: 'https://www.etsy.com/shop/SunflowerCrafts',
  status: 'connected',
  configured: true,
  authorization_expires_at: null,
  connected_at: '2026-11-01T10:00:00.000Z',
  last_synced_at: '2026-11-21T09:00:00.000Z',
  sync_state: 'idle',
  sync_error: null,
  orders_count: 1,
  track_mode: 'none',
  tracking_permitted: true,
  shipment_defaults: null,
  personal_data_withheld_since: null,
  ...fields,
});

export const shopsOverview = (shops: Shop[]) => ({ shops, kinds: [], old_market_url: null });

export const crmState = (state: CrmState['state'], endsAt: string | null = null): CrmState => ({
  state,
  trial_started_at: endsAt ? '2026-11-21T10:00:00.000Z' : null,
  trial_ends_at: endsAt,
});

export const ordersPage = (items: OrderSummary[], total = items.length, page = 1) => ({
  items,
  page,
  on_page: 20,
  total,
  next_page: page * 20 < total ? page + 1 : null,
});

type Figures = SalesStats['current'];
const figures = (orders: number, revenue: string, average_order: string): Figures => ({
  orders,
  revenue,
  average_order,
});

/**
 * "My sales" over `days`: 42 orders for $1,890.00 against 40 for $2,000.00 the period before; one shop sold nothing
 * then. The series has three points, oldest first.
 */
export const salesStats = (days: 30 | 365 = 30, fields: Partial<SalesStats> = {}): SalesStats => ({
  days,
  current: figures(42, '1890.00', '45.00'),
  previous: figures(40, '2000.00', '50.00'),
  series: [
    { date: '2026-11-19', orders: 10, revenue: '450.00', previous_orders: 12, previous_revenue: '600.00' },
    { date: '2026-11-20', orders: 20, revenue: '900.00', previous_orders: 18, previous_revenue: '900.00' },
    { date: '2026-11-21', orders: 12, revenue: '540.00', previous_orders: 10, previous_revenue: '500.00' },
  ],
  shops: [
    {
      shop_id: 3,
      shop_name: 'SunflowerCrafts',
      kind: 'etsy',
      current: figures(30, '1500.00', '50.00'),
      previous: figures(40, '2000.00', '50.00'),
    },
    {
      shop_id: 4,
      shop_name: 'Kyiv Goods US',
      kind: 'amazon',
      current: figures(12, '390.00', '32.50'),
      previous: figures(0, '0.00', '0.00'),
    },
  ],
  ...fields,
});
