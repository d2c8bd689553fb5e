import { convertCents } from '../marketplace-kit/currencies.ts';
import type { Json } from './order-body.ts';

/*
 * An order's money as Shopify keeps it. Each line carries its unit price, its share of the discounts
 * (`totalDiscountSet`) and its taxes (`taxLines`), for the quantity ordered; the order's sets follow from its lines:
 *   subtotalPriceSet = Σ (unit price × quantity − discount)   — already after discounts
 *   totalPriceSet    = subtotal + shipping + tax (tax only when prices exclude it: `taxesIncluded` false)
 * and the `current…` sets the same over what is left after edits, refunds and returns (`currentQuantity`). An order
 * whose every line is gone has its shipping refunded too. Each MoneyBag holds the amount in the shop's currency
 * (`shopMoney`) and in the one the buyer was shown and paid in (`presentmentMoney`, converted at the sandbox's rates
 * when the order's `presentmentCurrencyCode` is another).
 */

/** Shopify's Decimal: "24.0", "39.5", "18.99" — trailing zeros dropped, one kept. */
const decimal = (cents: number) => (cents / 100).toFixed(2).replace(/(\.\d)0$/, '$1');

export const moneyBag = (cents: number, currencyCode: string, presentmentCurrencyCode = currencyCode) => {
  const money = { __typename: 'MoneyV2', amount: decimal(cents), currencyCode };
  const presented = {
    __typename: 'MoneyV2',
    amount: decimal(convertCents(cents, currencyCode, presentmentCurrencyCode)),
    currencyCode: presentmentCurrencyCode,
  };
  return { __typename: 'MoneyBag', shopMoney: money, presentmentMoney: presented };
};

export const centsOf = (bag: unknown) =>
  Math.round(Number((bag as { shopMoney: { amount: string } }).shopMoney.amount) * 100);

type Line = Json & { quantity: number; currentQuantity: number };
const linesOf = (order: Json) => (order.lineItems as { nodes: Line[] }).nodes;
const taxOf = (line: Json) => (line.taxLines as Json[]).reduce((sum, tax) => sum + centsOf(tax.priceSet), 0);

/** Sums of the lines, each line counted for `count(line)` of its quantity. */
function sums(order: Json, count: (line: Line) => number) {
  let subtotal = 0;
  let discount = 0;
  let tax = 0;
  for (const line of linesOf(order)) {
    const share = line.quantity === 0 ? 0 : count(line) / line.quantity;
    const lineDiscount = Math.round(centsOf(line.totalDiscountSet) * share);
    subtotal += centsOf(line.originalUnitPriceSet) * count(line) - lineDiscount;
    discount += lineDiscount;
    tax += Math.round(taxOf(line) * share);
  }
  return { subtotal, discount, tax };
}

/** Sets every money field of the order from its lines and its shipping (the original and the current ones). */
export function priceOrder(order: Json): Json {
  const currency = String(order.currencyCode);
  const bag = (cents: number) => moneyBag(cents, currency, String(order.presentmentCurrencyCode ?? currency));
  const shipping = centsOf(order.totalShippingPriceSet);
  const ordered = sums(order, (line) => line.quantity);
  const left = sums(order, (line) => line.currentQuantity);
  const anyLeft = linesOf(order).some((line) => line.currentQuantity > 0);
  const currentShipping = anyLeft ? shipping : 0;
  const added = (tax: number) => (order.taxesIncluded === true ? 0 : tax);
  const total = ordered.subtotal + shipping + added(ordered.tax);
  const currentTotal = left.subtotal + currentShipping + added(left.tax);
  return Object.assign(order, {
    subtotalPriceSet: bag(ordered.subtotal),
    currentSubtotalPriceSet: bag(left.subtotal),
    totalDiscountsSet: bag(ordered.discount),
    currentTotalDiscountsSet: bag(left.discount),
    totalTaxSet: bag(ordered.tax),
    currentTotalTaxSet: bag(left.tax),
    totalShippingPriceSet: bag(shipping),
    currentShippingPriceSet: bag(currentShipping),
    totalPriceSet: bag(total),
    currentTotalPriceSet: bag(currentTotal),
  });
}

/** Refunds (and restocks) `quantity` of each named line — all of every line when none is named. */
export function refundLines(stored: Json, refunds: Array<{ id: string; quantity: number }> | null, at: Date): Json {
  const order = structuredClone(stored);
  const taken = new Map<string, number>();
  for (const line of linesOf(order)) {
    const asked = refunds === null ? line.currentQuantity : (refunds.find((r) => r.id === line.id)?.quantity ?? 0);
    const quantity = Math.min(asked, line.currentQuantity);
    line.currentQuantity -= quantity;
    taken.set(String(line.id), quantity);
  }
  // Refunded with restock before shipping: those units are no longer to be fulfilled.
  for (const fulfillmentOrder of (order.fulfillmentOrders as { nodes: Json[] }).nodes) {
    const items = (fulfillmentOrder.lineItems as { nodes: Json[] }).nodes;
    for (const item of items) {
      const id = String((item.lineItem as Json).id);
      const off = Math.min(taken.get(id) ?? 0, Number(item.remainingQuantity));
      item.remainingQuantity = Number(item.remainingQuantity) - off;
      taken.set(id, (taken.get(id) ?? 0) - off);
    }
    if (items.every((item) => item.remainingQuantity === 0)) fulfillmentOrder.status = 'CLOSED';
  }
  priceOrder(order);
  const anyLeft = linesOf(order).some((line) => line.currentQuantity > 0);
  order.displayFinancialStatus = anyLeft ? 'PARTIALLY_REFUNDED' : 'REFUNDED';
  order.updatedAt = at.toISOString();
  return order;
}

/** A staff order edit taking a line off the order before it ships (Shopify's orderEditSetQuantity to 0). */
export function editOutLine(stored: Json, lineId: string, at: Date): Json {
  const order = structuredClone(stored);
  for (const line of linesOf(order)) if (line.id === lineId) line.currentQuantity = 0;
  for (const fulfillmentOrder of (order.fulfillmentOrders as { nodes: Json[] }).nodes) {
    const items = fulfillmentOrder.lineItems as { nodes: Json[] };
    items.nodes = items.nodes.filter((item) => (item.lineItem as Json).id !== lineId);
  }
  priceOrder(order);
  order.updatedAt = at.toISOString();
  return order;
}
