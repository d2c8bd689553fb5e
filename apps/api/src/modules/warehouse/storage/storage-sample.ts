import type { StoragePeriod } from '@cabinet/contracts/warehouse-storage';
import type { DailyRow, StoredProduct } from './storage-calculator.ts';
import { eachDay } from './storage-period.ts';

/**
 * The calculator's "sample data" tab: a small handmade shop's stock, the same every day. Each product starts the
 * period with `start` units, sells `sells` units every `every` days and is restocked with `restock` units when it
 * falls to `reorder` — so the groups show different turnover rates and discounts.
 */
const SAMPLE: Array<StoredProduct & { start: number; sells: number; every: number; reorder: number; restock: number }> =
  [
    {
      sku: 'MUG-BLUE',
      title: 'Ceramic mug, blue',
      title_uk: 'Керамічна чашка, синя',
      dims: [120, 90, 100],
      start: 40,
      sells: 3,
      every: 1,
      reorder: 10,
      restock: 40,
    },
    {
      sku: 'SOCK-WOOL',
      title: 'Wool socks',
      title_uk: 'Вовняні шкарпетки',
      dims: [200, 100, 30],
      start: 120,
      sells: 2,
      every: 1,
      reorder: 20,
      restock: 100,
    },
    {
      sku: 'CARD-SET',
      title: 'Postcard set',
      title_uk: 'Набір листівок',
      dims: [160, 110, 10],
      start: 300,
      sells: 1,
      every: 3,
      reorder: 0,
      restock: 0,
    },
    {
      sku: 'SHIRT-EMB',
      title: 'Embroidered shirt',
      title_uk: 'Вишита сорочка',
      dims: [350, 250, 50],
      start: 25,
      sells: 2,
      every: 2,
      reorder: 5,
      restock: 20,
    },
    {
      sku: 'TOWEL-LIN',
      title: 'Linen towel set',
      title_uk: 'Набір лляних рушників',
      dims: [400, 300, 80],
      start: 18,
      sells: 1,
      every: 1,
      reorder: 4,
      restock: 15,
    },
    {
      sku: 'BLANKET',
      title: 'Knitted blanket',
      title_uk: 'В’язаний плед',
      dims: [600, 400, 200],
      start: 12,
      sells: 1,
      every: 4,
      reorder: 2,
      restock: 8,
    },
    {
      sku: 'LAMP-WOOD',
      title: 'Wooden table lamp',
      title_uk: 'Дерев’яна настільна лампа',
      dims: [450, 450, 700],
      start: 6,
      sells: 1,
      every: 5,
      reorder: 0,
      restock: 0,
    },
    {
      sku: 'CHAIR-OAK',
      title: 'Oak chair',
      title_uk: 'Дубовий стілець',
      dims: [1000, 500, 500],
      start: 3,
      sells: 0,
      every: 1,
      reorder: 0,
      restock: 0,
    },
    {
      sku: 'NO-DIMS',
      title: 'Gift box (no dimensions)',
      title_uk: 'Подарункова коробка (без розмірів)',
      dims: null,
      start: 10,
      sells: 1,
      every: 7,
      reorder: 0,
      restock: 0,
    },
  ].map(({ dims, ...rest }, i) => ({
    ...rest,
    product_id: i + 1,
    length_mm: dims?.[0] ?? null,
    width_mm: dims?.[1] ?? null,
    height_mm: dims?.[2] ?? null,
  }));

export const sampleProducts: StoredProduct[] = SAMPLE.map(
  ({ product_id, sku, title, title_uk, length_mm, width_mm, height_mm }) => ({
    product_id,
    sku,
    title,
    title_uk,
    length_mm,
    width_mm,
    height_mm,
  }),
);

/** The sample's daily rows over `period`. */
export function sampleRows(period: StoragePeriod): DailyRow[] {
  const rows: DailyRow[] = [];
  for (const p of SAMPLE) {
    let quantity = p.start;
    eachDay(period.from, period.to).forEach((day, i) => {
      const outflow = (i + 1) % p.every === 0 ? Math.min(p.sells, quantity) : 0;
      quantity -= outflow;
      if (quantity <= p.reorder && p.restock > 0) quantity += p.restock;
      rows.push({ product_id: p.product_id, day, quantity, outflow });
    });
  }
  return rows;
}
