import { describe, expect, it } from 'vitest';
import { orderBody, type OrderSpec } from '../../../sandboxes/shopify/order-body.ts';
import { editOutLine, refundLines } from '../../../sandboxes/shopify/order-money.ts';
import { marketplaceOrderOf } from './shopify-order.ts';
import type { ShopifyOrder } from './shopify-queries.ts';

/*
 * Shopify's money model: currentSubtotalPriceSet is after discounts, edits, refunds and returns. Our breakdown adds up
 * (subtotal − discount + tax + shipping = total) for discounted, edited, refunded and tax-included orders — first on
 * answers written from the Admin schema by hand (without the sandbox), then on orders the sandbox builds.
 */

const bag = (amount: string, currencyCode = 'USD') => ({ shopMoney: { amount, currencyCode } });
const line = (id: number, price: string, quantity: number, currentQuantity = quantity) => ({
  id: `gid://shopify/LineItem/${id}`,
  sku: `SKU-${id}`,
  title: `Item ${id}`,
  quantity,
  currentQuantity,
  variantTitle: null,
  customAttributes: [],
  originalUnitPriceSet: bag(price),
});

function answer(money: Partial<ShopifyOrder>, lines = [line(1, '20.0', 2)]): ShopifyOrder {
  return {
    id: 'gid://shopify/Order/1',
    name: '#1001',
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    displayFinancialStatus: 'PAID',
    displayFulfillmentStatus: 'UNFULFILLED',
    cancelledAt: null,
    closed: false,
    note: null,
    customAttributes: [],
    customer: null,
    shippingAddress: null,
    taxesIncluded: false,
    currentSubtotalPriceSet: bag('40.0'),
    currentTotalDiscountsSet: bag('0.0'),
    currentTotalTaxSet: bag('0.0'),
    currentShippingPriceSet: bag('5.0'),
    currentTotalPriceSet: bag('45.0'),
    lineItems: { pageInfo: { hasNextPage: false }, nodes: lines },
    ...money,
  };
}

const breakdown = (order: ShopifyOrder) => {
  const { subtotal, discount, tax, shipping, total, lines } = marketplaceOrderOf(order);
  expect(subtotal - discount + tax + shipping).toBe(total);
  return { subtotal, discount, tax, shipping, total, quantities: lines.map((l) => l.quantity) };
};

describe("Shopify's money in our breakdown", () => {
  it('does not take a discount off twice', () => {
    // 2 × 20.00, 10 % off (4.00), sales tax 8.875 % on 36.00 (3.20 rounded), shipping 5.00.
    const order = answer({
      currentSubtotalPriceSet: bag('36.0'),
      currentTotalDiscountsSet: bag('4.0'),
      currentTotalTaxSet: bag('3.2'),
      currentTotalPriceSet: bag('44.2'),
    });
    expect(breakdown(order)).toMatchObject({ subtotal: 4000, discount: 400, tax: 320, shipping: 500, total: 4420 });
  });

  it('keeps the VAT inside tax-included prices out of the subtotal', () => {
    // A UK order: 2 × £20.00 including 20 % VAT (6.67), shipping £15.00; the total is what the buyer paid.
    const order = answer({
      taxesIncluded: true,
      currentSubtotalPriceSet: bag('40.0', 'GBP'),
      currentTotalTaxSet: bag('6.67', 'GBP'),
      currentShippingPriceSet: bag('15.0', 'GBP'),
      currentTotalPriceSet: bag('55.0', 'GBP'),
    });
    expect(breakdown(order)).toMatchObject({ subtotal: 3333, tax: 667, shipping: 1500, total: 5500 });
  });

  it('counts what is left after an edit and after a refund', () => {
    const edited = answer({ currentSubtotalPriceSet: bag('15.0'), currentTotalPriceSet: bag('20.0') }, [
      line(1, '20.0', 1, 0),
      line(2, '15.0', 1),
    ]);
    expect(breakdown(edited)).toMatchObject({ subtotal: 1500, total: 2000, quantities: [1] });
    const refunded = answer(
      {
        displayFinancialStatus: 'PARTIALLY_REFUNDED',
        currentSubtotalPriceSet: bag('20.0'),
        currentTotalPriceSet: bag('25.0'),
      },
      [line(1, '20.0', 2, 1)],
    );
    expect(breakdown(refunded)).toMatchObject({ subtotal: 2000, total: 2500, quantities: [1] });
  });
});

const spec = (over: Partial<OrderSpec> = {}): OrderSpec => ({
  seq: 1,
  shopId: 7,
  customerId: 1,
  buyer: {
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    address1: '1 Main St',
    address2: null,
    city: 'Austin',
    province: 'Texas',
    provinceCode: 'TX',
    zip: '78701',
    country: 'United States',
    countryCodeV2: 'US',
    phone: null,
  },
  lines: [
    { sku: 'MUG', title: 'Mug', variantTitle: null, price: 1800, quantity: 2, properties: [] },
    { sku: 'SCARF', title: 'Scarf', variantTitle: 'Red', price: 3950, quantity: 1, properties: [] },
  ],
  currency: 'USD',
  discountCents: 755,
  shippingCents: 500,
  taxRate: 0.08875,
  taxesIncluded: false,
  note: null,
  attributes: [],
  financialStatus: 'PAID',
  fulfillmentOrderStatus: 'OPEN',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  ...over,
});

describe('the sandbox builds its money as Shopify does', () => {
  const at = new Date('2026-11-21T10:00:00Z');
  const read = (order: Record<string, unknown>) => breakdown(order as unknown as ShopifyOrder);

  it('gives a subtotal already after discounts, and a total of subtotal, shipping and added tax', () => {
    const order = orderBody(spec());
    const amount = (field: string) => (order[field] as { shopMoney: { amount: string } }).shopMoney.amount;
    expect([amount('subtotalPriceSet'), amount('totalDiscountsSet'), amount('totalPriceSet')]).toEqual([
      '67.95',
      '7.55',
      '78.99',
    ]);
    expect(read(order)).toMatchObject({ subtotal: 7550, discount: 755, tax: 604, shipping: 500, total: 7899 });
  });

  it('adds up for tax-included, edited and refunded orders', () => {
    const vat = read(orderBody(spec({ taxRate: 0.2, taxesIncluded: true, discountCents: 0, shippingCents: 1500 })));
    expect(vat).toMatchObject({ subtotal: 6292, tax: 1258, shipping: 1500, total: 9050 });
    const order = orderBody(spec({ discountCents: 0 }));
    const [mug, scarf] = (order.lineItems as { nodes: Array<{ id: string }> }).nodes;
    expect(read(editOutLine(order, scarf!.id, at))).toMatchObject({ subtotal: 3600, quantities: [2] });
    const refunded = refundLines(order, [{ id: mug!.id, quantity: 1 }], at);
    expect(refunded.displayFinancialStatus).toBe('PARTIALLY_REFUNDED');
    expect(read(refunded)).toMatchObject({ subtotal: 5750, quantities: [1, 1] });
    expect(read(refundLines(order, null, at))).toMatchObject({ subtotal: 0, tax: 0, shipping: 0, total: 0 });
  });
});
