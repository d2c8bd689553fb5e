import type { Address } from '@cabinet/contracts/addresses';
import type { ConnectionRequest, Shop, ShopKind } from '@cabinet/contracts/shops';

/** A shop as GET /shops returns it; tests override what they look at. */
export const shop = (overrides: Partial<Shop> = {}): Shop => ({
  id: 7,
  kind: 'etsy',
  name: 'LinenLane',
  url: 'https://www.etsy.com/shop/LinenLane',
  status: 'connected',
  configured: true,
  authorization_expires_at: null,
  connected_at: '2026-11-01T09:00:00',
  last_synced_at: '2026-11-21T10:05:00',
  sync_state: 'idle',
  sync_error: null,
  orders_count: 12,
  track_mode: 'none',
  tracking_permitted: true,
  shipment_defaults: null,
  personal_data_withheld_since: null,
  ...overrides,
});

/** GET /shops: the shops, every kind offered (none a sandbox unless asked), no old market. */
export const overview = (
  shops: Shop[],
  kinds: Partial<Record<ShopKind, { available?: boolean; sandbox?: boolean }>> = {},
) => ({
  shops,
  kinds: (['etsy', 'amazon', 'shopify', 'ebay', 'market'] as const).map((kind) => ({
    kind,
    available: kinds[kind]?.available ?? true,
    sandbox: kinds[kind]?.sandbox ?? false,
    name_pattern: '.+',
  })),
  old_market_url: null,
});

export const connectionRequest = (overrides: Partial<ConnectionRequest> = {}): ConnectionRequest => ({
  id: 3,
  platform: 'Walmart',
  shop_url: 'https://www.walmart.com/seller/linenlane',
  comment: 'About 40 orders a month',
  status: 'new',
  answer: null,
  created_at: '2026-11-20T10:00:00',
  due_at: '2026-11-25T10:00:00',
  ...overrides,
});

/** A sender of the address book, as GET /user/book lists it. */
export const sender = (overrides: Partial<Address> = {}): Address => ({
  id: 21,
  book_type: 'sender',
  variation_type: 'individual',
  company_name: '',
  edrpou: '',
  first_name: 'Olena',
  last_name: 'Kovalenko',
  country: 'UA',
  state: '',
  city: 'Kyiv',
  zip: '01001',
  address_line1: 'Khreshchatyk 1',
  address_line2: '',
  phone: '+380501234567',
  email: '',
  is_default: true,
  created_at: '2026-11-01T09:00:00',
  updated_at: '2026-11-01T09:00:00',
  ...overrides,
});

/** GET /user/book of senders, one page. */
export const senders = (entries: Address[]) => ({
  address_book: entries,
  page: 1,
  on_page: 100,
  total: entries.length,
  next_page: null,
});
