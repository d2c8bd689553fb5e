import type { StockProduct } from '@cabinet/contracts/warehouse-stock';

export const usd = (amount: string) => ({ amount, currency: 'USD' as const, currency_sign_pre: true });

/** A stock row as GET /warehouse/get_all_products sends it. */
export const stockRow = (over: Partial<StockProduct> = {}): StockProduct => ({
  id: 7,
  sku: 'DEMO-001',
  title_uk: 'Срібна каблучка',
  title_en: 'Silver ring',
  thumb_url: null,
  hs_code: '7113110000',
  cost: usd('45.00'),
  in_stock: 12,
  on_the_way: 3,
  reserved: 2,
  available: 10,
  state: 'unblocked',
  state_reason: '',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

export const stockPage = (products: StockProduct[]) => ({
  products,
  total: products.length,
  page: 1,
  on_page: 20,
  next_page: null,
});
