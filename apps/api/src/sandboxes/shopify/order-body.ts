/*
 * A Shopify order as the sandbox keeps it: the GraphQL Admin API's Order object with the fields the sandbox models,
 * each object tagged with its `__typename` (the selection reader uses it to refuse fields a type does not have).
 * Money is Shopify's: MoneyBag { shopMoney: MoneyV2 { amount: Decimal string, currencyCode } }, in the shop's currency.
 */

export type Json = Record<string, unknown>;

/** Shopify's Decimal: "24.0", "39.5", "18.99" — trailing zeros dropped, one kept. */
const decimal = (cents: number) => (cents / 100).toFixed(2).replace(/(\.\d)0$/, '$1');

const moneyBag = (cents: number, currencyCode: string) => {
  const money = { __typename: 'MoneyV2', amount: decimal(cents), currencyCode };
  return { __typename: 'MoneyBag', shopMoney: money, presentmentMoney: money };
};

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
  currency: string;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  note: string | null;
  /** Order-level attributes (a gift message). */
  attributes: Array<[string, string]>;
  financialStatus: 'PAID' | 'PENDING' | 'AUTHORIZED';
  /** The state the fulfillment order is in (ON_HOLD: held, e.g. for a fraud check). */
  fulfillmentOrderStatus: 'OPEN' | 'ON_HOLD';
  createdAt: Date;
}

/** An order's legacy id: the shop's id and the order's sequence, so ids never collide across shops. */
const orderLegacyId = (shopId: number, seq: number) => shopId * 100_000 + seq;

const attributes = (pairs: Array<[string, string]>) =>
  pairs.map(([key, value]) => ({ __typename: 'Attribute', key, value }));

export function orderBody(spec: OrderSpec): Json {
  const legacyId = orderLegacyId(spec.shopId, spec.seq);
  const at = spec.createdAt.toISOString();
  const { buyer, currency } = spec;
  const { email, ...address } = buyer;
  const lines = spec.lines.map((line, i) => ({
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
    originalUnitPriceSet: moneyBag(line.price, currency),
  }));
  const subtotal = spec.lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const total = subtotal - spec.discountCents + spec.shippingCents + spec.taxCents;
  const name = `${buyer.firstName} ${buyer.lastName}`;
  return {
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
    presentmentCurrencyCode: currency,
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
    subtotalPriceSet: moneyBag(subtotal, currency),
    currentSubtotalPriceSet: moneyBag(subtotal, currency),
    totalDiscountsSet: moneyBag(spec.discountCents, currency),
    totalShippingPriceSet: moneyBag(spec.shippingCents, currency),
    totalTaxSet: moneyBag(spec.taxCents, currency),
    totalPriceSet: moneyBag(total, currency),
    currentTotalPriceSet: moneyBag(total, currency),
    lineItems: { __typename: 'LineItemConnection', nodes: lines },
    fulfillmentOrders: {
      __typename: 'FulfillmentOrderConnection',
      nodes: [
        {
          __typename: 'FulfillmentOrder',
          id: gid('FulfillmentOrder', legacyId * 10 + 1),
          status: spec.fulfillmentOrderStatus,
          requestStatus: 'UNSUBMITTED',
          lineItems: {
            __typename: 'FulfillmentOrderLineItemConnection',
            nodes: lines.map((line, i) => ({
              __typename: 'FulfillmentOrderLineItem',
              id: gid('FulfillmentOrderLineItem', legacyId * 10 + i),
              totalQuantity: line.quantity,
              remainingQuantity: line.quantity,
              lineItem: line,
            })),
          },
        },
      ],
    },
    fulfillments: [],
  };
}
