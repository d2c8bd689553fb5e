import { moneyBag, priceOrder } from './order-money.ts';

/*
 * A Shopify order as the sandbox keeps it: the GraphQL Admin API's Order object with the fields the sandbox models,
 * each object tagged with its `__typename` (the selection reader uses it to refuse fields a type does not have).
 * Money is Shopify's: MoneyBag { shopMoney, presentmentMoney: MoneyV2 { amount: Decimal string, currencyCode } }, in the
 * shop's currency and in the one the buyer paid in.
 */

export type Json = Record<string, unknown>;

export const gid = (type: string, id: number) => `gid://shopify/${type}/${id}`;
export const legacyIdOf = (globalId: string) => Number(globalId.split('/').pop());

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  provinceCode: string | null;
  zip: string;
  country: string;
  countryCodeV2: string;
  phone: string | null;
}

export interface LineSpec {
  sku: string;
  title: string;
  variantTitle: string | null;
  /** Unit price in cents. */
  price: number;
  quantity: number;
  /** Line item properties (Shopify's personalization). */
  properties: Array<[string, string]>;
}

export interface OrderSpec {
  /** The order's sequence in its shop: ids and the "#1001" name come from it. */
  seq: number;
  shopId: number;
  customerId: number;
  buyer: Buyer;
  lines: LineSpec[];
  /** The shop's currency: the lines' prices, the shipping and the discount are in it. */
  currency: string;
  /** The currency the buyer was shown prices in and paid (Shopify Markets' local currency); the shop's by default. */
  presentmentCurrency?: string;
  /** The order's discount, shared out over its lines by their value. */
  discountCents: number;
  shippingCents: number;
  /** The lines' tax rate, and whether their prices include it (VAT, GST) or it is added at checkout (sales tax). */
  taxRate: number;
  taxesIncluded: boolean;
  note: string | null;
  /** Order-level attributes (a gift message). */
  attributes: Array<[string, string]>;
  financialStatus: 'PAID' | 'PENDING' | 'AUTHORIZED';
  /** The state the fulfillment order is in (ON_HOLD: held, e.g. for a fraud check). */
  fulfillmentOrderStatus: 'OPEN' | 'ON_HOLD';
  /**
   * The lines split over several fulfillment orders (several locations, a held part, one already closed) by their
   * indices; at most nine. Absent: one fulfillment order holding every line, in `fulfillmentOrderStatus`.
   */
  fulfillmentOrders?: Array<{ status: 'OPEN' | 'ON_HOLD' | 'CLOSED'; lines: number[] }>;
  createdAt: Date;
}

/** An order's legacy id: the shop's id and the order's sequence, so ids never collide across shops. */
const orderLegacyId = (shopId: number, seq: number) => shopId * 100_000 + seq;

const attributes = (pairs: Array<[string, string]>) =>
  pairs.map(([key, value]) => ({ __typename: 'Attribute', key, value }));

type Bag = (cents: number) => Json;

export function orderBody(spec: OrderSpec): Json {
  const legacyId = orderLegacyId(spec.shopId, spec.seq);
  const at = spec.createdAt.toISOString();
  const { buyer, currency } = spec;
  const presented = spec.presentmentCurrency ?? currency;
  const bag: Bag = (cents) => moneyBag(cents, currency, presented);
  const { email, ...address } = buyer;
  const lines = lineItems(spec, legacyId, bag);
  const name = `${buyer.firstName} ${buyer.lastName}`;
  return priceOrder({
    __typename: 'Order',
    id: gid('Order', legacyId),
    legacyResourceId: String(legacyId),
    name: `#${1000 + spec.seq}`,
    email,
    phone: buyer.phone,
    createdAt: at,
    updatedAt: at,
    processedAt: at,
    closed: false,
    closedAt: null,
    cancelledAt: null,
    cancelReason: null,
    displayFinancialStatus: spec.financialStatus,
    displayFulfillmentStatus: 'UNFULFILLED',
    returnStatus: 'NO_RETURN',
    note: spec.note,
    tags: [],
    test: false,
    currencyCode: currency,
    presentmentCurrencyCode: presented,
    customAttributes: attributes(spec.attributes),
    customer: {
      __typename: 'Customer',
      id: gid('Customer', spec.customerId),
      displayName: name,
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email,
    },
    shippingAddress: { __typename: 'MailingAddress', name, ...address },
    taxesIncluded: spec.taxesIncluded,
    // The other money fields are set from the lines (order-money.ts).
    totalShippingPriceSet: bag(spec.shippingCents),
    lineItems: { __typename: 'LineItemConnection', nodes: lines },
    fulfillmentOrders: { __typename: 'FulfillmentOrderConnection', nodes: fulfillmentOrders(spec, legacyId, lines) },
    fulfillments: [],
  });
}

/** The order's lines, each with its share of the discount and the tax on what is left. */
function lineItems(spec: OrderSpec, legacyId: number, bag: Bag): Json[] {
  const values = spec.lines.map((line) => line.price * line.quantity);
  const value = values.reduce((sum, v) => sum + v, 0);
  // Each line's share of the discount by its value; the last takes what rounding left, so the shares add up.
  const discounts = values.map((v) => (value === 0 ? 0 : Math.floor((spec.discountCents * v) / value)));
  if (discounts.length > 0)
    discounts[discounts.length - 1]! += spec.discountCents - discounts.reduce((a, d) => a + d, 0);
  const taxOn = (net: number) => Math.round(spec.taxesIncluded ? net - net / (1 + spec.taxRate) : net * spec.taxRate);
  return spec.lines.map((line, i) => ({
    __typename: 'LineItem',
    id: gid('LineItem', legacyId * 10 + i),
    name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    title: line.title,
    sku: line.sku,
    variantTitle: line.variantTitle,
    vendor: null,
    quantity: line.quantity,
    currentQuantity: line.quantity,
    customAttributes: attributes(line.properties),
    originalUnitPriceSet: bag(line.price),
    totalDiscountSet: bag(discounts[i]!),
    taxLines:
      spec.taxRate > 0
        ? [
            {
              __typename: 'TaxLine',
              title: spec.taxesIncluded ? 'VAT' : 'Sales tax',
              rate: spec.taxRate,
              priceSet: bag(taxOn(values[i]! - discounts[i]!)),
            },
          ]
        : [],
  }));
}

/** The fulfillment orders the lines are split over: one holding them all unless the spec splits them. */
function fulfillmentOrders(spec: OrderSpec, legacyId: number, lines: Json[]): Json[] {
  const groups = spec.fulfillmentOrders ?? [{ status: spec.fulfillmentOrderStatus, lines: lines.map((_, i) => i) }];
  return groups.map((group, k) => ({
    __typename: 'FulfillmentOrder',
    id: gid('FulfillmentOrder', legacyId * 10 + k + 1),
    status: group.status,
    requestStatus: 'UNSUBMITTED',
    lineItems: {
      __typename: 'FulfillmentOrderLineItemConnection',
      nodes: group.lines.map((i) => ({
        __typename: 'FulfillmentOrderLineItem',
        id: gid('FulfillmentOrderLineItem', legacyId * 10 + i),
        totalQuantity: lines[i]!.quantity,
        remainingQuantity: group.status === 'CLOSED' ? 0 : lines[i]!.quantity,
        lineItem: lines[i],
      })),
    },
  }));
}
