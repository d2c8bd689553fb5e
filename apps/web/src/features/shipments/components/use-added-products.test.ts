import { describe, expect, it } from 'vitest';
import type { StockProduct } from '@cabinet/contracts/warehouse-stock';
import { emptyLine } from './shipment-form-values.ts';
import { lineOfProduct, withProducts } from './use-added-products.ts';

const product = {
  id: 7,
  sku: 'DEMO-001',
  title_uk: 'Срібна каблучка',
  title_en: 'Silver ring',
  hs_code: '7113110000',
  cost: { amount: '45.00', currency: 'USD', currency_sign_pre: true },
} as StockProduct;

describe('products added from the US warehouse stock', () => {
  it('become a customs line: both names, HS code, SKU, one unit at cost', () => {
    expect(lineOfProduct(product)).toMatchObject({
      name_ua: 'Срібна каблучка',
      name_en: 'Silver ring',
      hs_code: '7113110000',
      sku: 'DEMO-001',
      quantity: 1,
      unit_value: '45.00',
    });
  });

  it('replace blank lines and follow the lines already filled in', () => {
    const filled = { ...emptyLine(), name_en: 'Mug', name_ua: 'Чашка', unit_value: '5.00' };
    expect(withProducts([emptyLine()], [product]).map((l) => l.sku)).toEqual(['DEMO-001']);
    expect(withProducts([filled, emptyLine()], [product]).map((l) => l.name_en)).toEqual(['Mug', 'Silver ring']);
  });
});
