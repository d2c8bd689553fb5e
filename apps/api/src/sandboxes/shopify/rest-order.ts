import { legacyIdOf, type Json } from './order-body.ts';

/*
 * Shopify's webhooks still carry the REST Admin API's order (snake_case, numeric ids, money as "24.00" strings next
 * to `_set` objects), even for apps that read orders through GraphQL. This turns the stored GraphQL Order into it.
 */

interface MoneyV2 {
  amount: string;
  currencyCode: string;
}
interface Money {
  shopMoney: MoneyV2;
  presentmentMoney?: MoneyV2;
}
const amount = (bag: unknown) => Number((bag as Money).shopMoney.amount).toFixed(2);
const rest = (money: MoneyV2) => ({ amount: Number(money.amount).toFixed(2), currency_code: money.currencyCode });
const moneySet = (bag: unknown) => {
  const { shopMoney, presentmentMoney = shopMoney } = bag as Money;
  return { shop_money: rest(shopMoney), presentment_money: rest(presentmentMoney) };
};
const nodes = (connection: unknown) => (connection as { nodes: Json[] }).nodes;
const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : null);
const properties = (attributes: unknown) =>
  (attributes as Array<{ key: string; value: string }>).map(({ key, value }) => ({ name: key, value }));

const FULFILLMENT_STATUS: Record<string, string | null> = { FULFILLED: 'fulfilled', PARTIALLY_FULFILLED: 'partial' };

export function restOrder(order: Json): Json {
  const id = legacyIdOf(String(order.id));
  const address = order.shippingAddress as Json | null;
  const customer = order.customer as Json | null;
  return {
    id,
    admin_graphql_api_id: order.id,
    name: order.name,
    order_number: Number(String(order.name).replace('#', '')),
    number: Number(String(order.name).replace('#', '')) - 1000,
    email: order.email,
    contact_email: order.email,
    phone: order.phone,
    created_at: order.createdAt,
    updated_at: order.updatedAt,
    processed_at: order.processedAt,
    cancelled_at: order.cancelledAt,
    cancel_reason: lower(order.cancelReason),
    closed_at: order.closedAt,
    currency: order.currencyCode,
    presentment_currency: order.presentmentCurrencyCode,
    financial_status: lower(order.displayFinancialStatus),
    fulfillment_status: FULFILLMENT_STATUS[String(order.displayFulfillmentStatus)] ?? null,
    note: order.note,
    note_attributes: properties(order.customAttributes),
    tags: (order.tags as string[]).join(', '),
    test: order.test,
    subtotal_price: amount(order.subtotalPriceSet),
    subtotal_price_set: moneySet(order.subtotalPriceSet),
    current_subtotal_price: amount(order.currentSubtotalPriceSet),
    total_discounts: amount(order.totalDiscountsSet),
    total_discounts_set: moneySet(order.totalDiscountsSet),
    total_tax: amount(order.totalTaxSet),
    total_tax_set: moneySet(order.totalTaxSet),
    total_shipping_price_set: moneySet(order.totalShippingPriceSet),
    total_price: amount(order.totalPriceSet),
    total_price_set: moneySet(order.totalPriceSet),
    current_total_price: amount(order.currentTotalPriceSet),
    customer: customer && {
      id: legacyIdOf(String(customer.id)),
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
    },
    shipping_address: address && restAddress(address),
    line_items: restLineItems(order),
    fulfillments: (order.fulfillments as Json[]).map((fulfillment) => restFulfillment(fulfillment, id)),
  };
}

function restAddress(address: Json): Json {
  return {
    first_name: address.firstName,
    last_name: address.lastName,
    name: address.name,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    province: address.province,
    province_code: address.provinceCode,
    zip: address.zip,
    country: address.country,
    country_code: address.countryCodeV2,
    phone: address.phone,
  };
}

/** The order's lines, each with what its open fulfillment orders still have to send (`fulfillable_quantity`). */
function restLineItems(order: Json): Json[] {
  const remaining = new Map<string, number>();
  for (const fulfillmentOrder of nodes(order.fulfillmentOrders)) {
    for (const line of nodes(fulfillmentOrder.lineItems)) {
      const lineId = String((line.lineItem as Json).id);
      remaining.set(lineId, (remaining.get(lineId) ?? 0) + Number(line.remainingQuantity));
    }
  }
  return nodes(order.lineItems).map((line) => ({
    id: legacyIdOf(String(line.id)),
    admin_graphql_api_id: line.id,
    title: line.title,
    name: line.name,
    sku: line.sku,
    variant_title: line.variantTitle,
    vendor: line.vendor,
    quantity: line.quantity,
    fulfillable_quantity: remaining.get(String(line.id)) ?? 0,
    price: amount(line.originalUnitPriceSet),
    price_set: moneySet(line.originalUnitPriceSet),
    properties: properties(line.customAttributes),
  }));
}

function restFulfillment(fulfillment: Json, orderId: number): Json {
  const tracking = fulfillment.trackingInfo as Array<{
    company: string | null;
    number: string | null;
    url: string | null;
  }>;
  return {
    id: legacyIdOf(String(fulfillment.id)),
    admin_graphql_api_id: fulfillment.id,
    order_id: orderId,
    status: lower(fulfillment.status),
    created_at: fulfillment.createdAt,
    tracking_company: tracking[0]?.company ?? null,
    tracking_number: tracking[0]?.number ?? null,
    tracking_numbers: tracking.map((t) => t.number),
    tracking_url: tracking[0]?.url ?? null,
    tracking_urls: tracking.map((t) => t.url),
  };
}
