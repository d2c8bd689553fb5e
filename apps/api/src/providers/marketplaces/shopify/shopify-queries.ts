/*
 * The GraphQL Admin API operations the adapter sends, and the shapes it reads back. Page sizes are chosen to keep each
 * query under Shopify's 1,000-point single-query limit (object 1, connection 2 + page size × node): an orders page of
 * 25 with 5 lines each costs 927 requested, one order with 50 lines and its fulfillment orders 734. An order with
 * more lines than a page shows is fetched again on its own.
 */

export const ORDERS_PAGE_SIZE = 25;

const MONEY = '{ shopMoney { amount currencyCode } }';
/** The total also in the buyer's currency (Shopify's presentment money): one more object, so only here. */
const MONEY_BOTH = '{ shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } }';
/**
 * Protected customer data: Shopify answers these fields only to an app it approved for them (level 2, name, address,
 * e-mail and phone); until then they are refused with ACCESS_DENIED and the orders are read without them.
 */
export const PROTECTED_FIELDS = ['customer', 'shippingAddress'] as const;
const PROTECTED = `customer { displayName email }
    shippingAddress { name address1 address2 city provinceCode zip countryCodeV2 phone }`;
const ORDER_FIELDS = `id name createdAt updatedAt displayFinancialStatus displayFulfillmentStatus cancelledAt closed note
    customAttributes { key value }
    taxesIncluded
    currentSubtotalPriceSet ${MONEY}
    currentTotalDiscountsSet ${MONEY}
    currentTotalTaxSet ${MONEY}
    currentShippingPriceSet ${MONEY}
    currentTotalPriceSet ${MONEY_BOTH}`;
const lineItems = (first: number) =>
  `lineItems(first: ${first}) { pageInfo { hasNextPage } nodes { id sku title quantity currentQuantity variantTitle customAttributes { key value } originalUnitPriceSet ${MONEY} } }`;

const FULFILLMENT_ORDERS_PAGE = 5;
const FULFILLMENT_ORDERS = `{
      pageInfo { hasNextPage endCursor }
      nodes { id status lineItems(first: 50) { nodes { id remainingQuantity lineItem { id } } } }
    }`;

const ordersQuery = (name: string, buyer: string) => `query ${name}($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, sortKey: UPDATED_AT, query: $query) {
    pageInfo { hasNextPage endCursor }
    nodes { ${ORDER_FIELDS} ${buyer} ${lineItems(5)} }
  }
}`;
const orderQuery = (name: string, buyer: string) => `query ${name}($id: ID!) {
  order(id: $id) {
    ${ORDER_FIELDS}
    ${buyer}
    ${lineItems(50)}
    fulfillmentOrders(first: ${FULFILLMENT_ORDERS_PAGE}) ${FULFILLMENT_ORDERS}
  }
}`;

export const ORDERS_QUERY = ordersQuery('Orders', PROTECTED);
export const ORDER_QUERY = orderQuery('Order', PROTECTED);
/** The same, for a shop whose app Shopify has not approved for protected customer data. */
export const ORDERS_QUERY_WITHHELD = ordersQuery('OrdersWithheld', '');
export const ORDER_QUERY_WITHHELD = orderQuery('OrderWithheld', '');

/** An order's fulfillment orders past the first page (several locations, split or held parts). */
export const FULFILLMENT_ORDERS_QUERY = `query FulfillmentOrders($id: ID!, $after: String) {
  order(id: $id) {
    fulfillmentOrders(first: ${FULFILLMENT_ORDERS_PAGE}, after: $after) ${FULFILLMENT_ORDERS}
  }
}`;

export const SHOP_QUERY = 'query Shop { shop { name myshopifyDomain currencyCode } }';

export const FULFILLMENT_CREATE = `mutation FulfillmentCreate($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) {
    fulfillment { id status trackingInfo { company number url } }
    userErrors { field message }
  }
}`;

export const ORDER_CANCEL = `mutation OrderCancel($orderId: ID!, $reason: OrderCancelReason!, $refund: Boolean, $restock: Boolean!, $notifyCustomer: Boolean) {
  orderCancel(orderId: $orderId, reason: $reason, refund: $refund, restock: $restock, notifyCustomer: $notifyCustomer) {
    job { id done }
    orderCancelUserErrors { field message code }
  }
}`;

export const WEBHOOK_SUBSCRIPTION_CREATE = `mutation WebhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id topic uri }
    userErrors { field message }
  }
}`;

export interface MoneyV2 {
  amount: string;
  currencyCode: string;
}
/** In the shop's currency; `presentmentMoney` (asked for on the total only) in the one the buyer paid in. */
export interface MoneyBag {
  shopMoney: MoneyV2;
  presentmentMoney?: MoneyV2;
}
export interface Attribute {
  key: string;
  value: string | null;
}

export interface ShopifyLineItem {
  id: string;
  sku: string | null;
  title: string;
  quantity: number;
  /** What is left of the line after edits, refunds and returns. */
  currentQuantity: number;
  variantTitle: string | null;
  customAttributes: Attribute[];
  originalUnitPriceSet: MoneyBag;
}

export interface ShopifyFulfillmentOrder {
  id: string;
  status: string;
  lineItems: { nodes: Array<{ id: string; remainingQuantity: number; lineItem: { id: string } }> };
}

export interface FulfillmentOrderPage {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: ShopifyFulfillmentOrder[];
}

export interface ShopifyOrder {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  displayFinancialStatus: string | null;
  displayFulfillmentStatus: string;
  cancelledAt: string | null;
  closed: boolean;
  note: string | null;
  customAttributes: Attribute[];
  /** Absent when read without protected customer data. */
  customer?: { displayName: string; email: string | null } | null;
  shippingAddress?: {
    name: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    provinceCode: string | null;
    zip: string | null;
    countryCodeV2: string | null;
    phone: string | null;
  } | null;
  taxesIncluded: boolean;
  /** After discounts, edits, refunds and returns; before shipping, and before tax unless prices include it. */
  currentSubtotalPriceSet: MoneyBag;
  currentTotalDiscountsSet: MoneyBag;
  currentTotalTaxSet: MoneyBag;
  currentShippingPriceSet: MoneyBag;
  currentTotalPriceSet: MoneyBag;
  lineItems: { pageInfo: { hasNextPage: boolean }; nodes: ShopifyLineItem[] };
  fulfillmentOrders?: FulfillmentOrderPage;
}

export interface UserError {
  field: string[] | null;
  message: string;
  code?: string | null;
}
