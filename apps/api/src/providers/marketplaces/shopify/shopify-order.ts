import type { MarketplaceOrder, MarketplaceOrderStatus, MarketplacePaymentStatus } from '../marketplace.ts';
import type { Attribute, MoneyBag, MoneyV2, ShopifyOrder } from './shopify-queries.ts';

/*
 * A Shopify order in our terms. Money arrives as Decimal strings in the shop's currency ("24.0", "39.5") and becomes
 * integer minor units: the shop's money is what the seller is paid, so it is the order's; the total's presentment
 * money, when the buyer paid in another currency, is what they paid (docs/orders.md, "Currencies"). Personalization
 * is the line's custom attributes (line item properties); the order's own attributes (a gift message) join the
 * buyer's note.
 */

/** Digits of a currency's minor unit: 2 for USD, 0 for JPY. */
const digitsOf = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/** "24.5" → 2450 (USD): by the digits, so no float ever rounds a cent away. */
export function minorUnits(bag: MoneyBag): number {
  return minorOf(bag.shopMoney);
}

function minorOf({ amount, currencyCode }: MoneyV2): number {
  const digits = digitsOf(currencyCode);
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const units = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits) || '0');
  return amount.startsWith('-') ? -units : units;
}

const PAYMENT: Record<string, MarketplacePaymentStatus> = {
  PAID: 'paid',
  REFUNDED: 'refunded',
  PARTIALLY_REFUNDED: 'partially_refunded',
};

function statusOf(order: ShopifyOrder): MarketplaceOrderStatus {
  if (order.cancelledAt) return 'cancelled';
  if (order.displayFulfillmentStatus !== 'FULFILLED') return 'open';
  return order.closed ? 'completed' : 'shipped';
}

/** "Personalization: Olena"; attributes whose key starts with "_" are the storefront's private ones. */
const described = (attributes: Attribute[]) =>
  attributes
    .filter((a) => !a.key.startsWith('_') && a.value)
    .map((a) => `${a.key}: ${a.value}`)
    .join('; ') || null;

/**
 * The order's money as it stands now (after edits, refunds and returns), in our breakdown, where subtotal − discount
 * + tax + shipping = total. Shopify's subtotal is already after discounts, so the discount is added back to it, not
 * taken off again; where prices include tax (VAT, GST) the tax inside them is taken out of the subtotal, so the tax
 * row is not counted twice.
 */
function moneyOf(order: ShopifyOrder) {
  const discount = minorUnits(order.currentTotalDiscountsSet);
  const tax = minorUnits(order.currentTotalTaxSet);
  const shipping = minorUnits(order.currentShippingPriceSet);
  const total = minorUnits(order.currentTotalPriceSet);
  // Shopify's total also holds duties and additional fees, which our breakdown has no row for: they stay in the
  // subtotal, so the rows still add up to what the buyer paid.
  return { subtotal: total - shipping - tax + discount, discount, tax, shipping, total };
}

/** What the buyer paid, when Shopify showed them prices in a currency other than the shop's. */
function buyerTotalOf(order: ShopifyOrder): MarketplaceOrder['buyerTotal'] {
  const { shopMoney, presentmentMoney } = order.currentTotalPriceSet;
  if (!presentmentMoney || presentmentMoney.currencyCode === shopMoney.currencyCode) return null;
  return { amount: minorOf(presentmentMoney), currency: presentmentMoney.currencyCode };
}

/** The lines still on the order: an edited-away or refunded line goes, unless nothing is left (a refunded cancel). */
function linesLeft(order: ShopifyOrder) {
  const lines = order.lineItems.nodes;
  const left = lines.filter((line) => line.currentQuantity > 0);
  return left.length > 0 ? left : lines;
}

export function marketplaceOrderOf(order: ShopifyOrder): MarketplaceOrder {
  const address = order.shippingAddress ?? null;
  const notes = [order.note, described(order.customAttributes)].filter(Boolean);
  return {
    externalId: order.id,
    number: order.name,
    status: statusOf(order),
    // PENDING, AUTHORIZED, PARTIALLY_PAID, VOIDED, EXPIRED: the money is not (all) in.
    paymentStatus: PAYMENT[order.displayFinancialStatus ?? ''] ?? 'unpaid',
    createdAt: new Date(order.createdAt),
    updatedAt: new Date(order.updatedAt),
    buyerName: order.customer?.displayName ?? address?.name ?? null,
    buyerEmail: order.customer?.email ?? null,
    buyerNote: notes.length > 0 ? notes.join('\n') : null,
    shipTo: address && {
      name: address.name ?? '',
      line1: address.address1 ?? '',
      line2: address.address2 || null,
      city: address.city ?? '',
      state: address.provinceCode || null,
      zip: address.zip ?? '',
      country: address.countryCodeV2 ?? '',
      phone: address.phone || null,
    },
    currency: order.currentTotalPriceSet.shopMoney.currencyCode,
    ...moneyOf(order),
    buyerTotal: buyerTotalOf(order),
    fees: null,
    lines: linesLeft(order).map((line) => ({
      externalId: line.id,
      sku: line.sku || null,
      title: line.title,
      quantity: line.currentQuantity || line.quantity,
      price: minorUnits(line.originalUnitPriceSet),
      variation: line.variantTitle || null,
      personalization: described(line.customAttributes),
    })),
    raw: order,
    // It sets no period after which a buyer's data must go (docs/shops.md, "Buyers' personal data").
    buyerDataUntil: null,
  };
}
