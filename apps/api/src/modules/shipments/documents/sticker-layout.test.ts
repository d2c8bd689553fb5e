import { describe, expect, it } from 'vitest';
import type { ShipmentLineRow } from '../shipment-mapper.ts';
import { unitsOf } from './product-sticker-pdf.ts';
import { stickerSheets } from './sticker-pdf.ts';
import { perPage, slot } from './sticker-layout.ts';

describe('sticker sheets', () => {
  it('cut A4 into four A6 quarters, left to right, top to bottom, then start again on the next page', () => {
    const a4 = stickerSheets.SIZE_A4;
    expect(perPage(a4)).toBe(4);
    expect(slot(a4, 0)).toEqual({ x: 0, y: 0, w: 595.28 / 2, h: 841.89 / 2 });
    expect(slot(a4, 1)).toMatchObject({ x: 595.28 / 2, y: 0 });
    expect(slot(a4, 3)).toMatchObject({ x: 595.28 / 2, y: 841.89 / 2 });
    expect(slot(a4, 4)).toEqual(slot(a4, 0));
  });

  it('give each label format one sticker a page, the whole page', () => {
    for (const format of ['SIZE_A5', 'SIZE_A6', 'SIZE_10X10'] as const) {
      const sheet = stickerSheets[format];
      expect(perPage(sheet)).toBe(1);
      expect(slot(sheet, 7)).toEqual({ x: 0, y: 0, w: sheet.page[0], h: sheet.page[1] });
    }
  });
});

describe('unitsOf', () => {
  it('gives every unit of every line its own sticker, numbered across the shipment', () => {
    const line = (sku: string, quantity: number) => ({ sku, quantity }) as ShipmentLineRow;
    const units = unitsOf([line('A', 2), line('B', 1)]);
    expect(units.map((u) => [u.line.sku, u.index, u.total])).toEqual([
      ['A', 1, 3],
      ['A', 2, 3],
      ['B', 3, 3],
    ]);
  });
});
