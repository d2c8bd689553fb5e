import { randomUUID } from 'node:crypto';
import { orderOf, putOrder, recordAction } from '../marketplace-kit/store.ts';
import { resolveValue, type GraphqlField } from './graphql-document.ts';
import { GraphqlRequestError } from './graphql-selection.ts';
import { gid, legacyIdOf, type Json } from './order-body.ts';
import { cancel, fulfill, type FulfillmentRequest } from './order-changes.ts';
import type { ResolveContext } from './queries.ts';
import { KIND } from './shops.ts';
import { isKnownTrackingCompany, trackingUrlOf } from './tracking.ts';
import { CANCEL_REASONS } from './shopify-spec.ts';
import { webhookSubscriptionCreate, webhookSubscriptionDelete } from './subscriptions.ts';
import { pushOrderEvent, type WebhookTopic } from './webhooks.ts';

/*
 * The mutations the sandbox answers: fulfillmentCreate (tracking numbers), orderCancel, and the webhook subscriptions'
 * (subscriptions.ts).
 * Refusals come back as `userErrors` (orderCancelUserErrors) beside a null result, as Shopify answers them; a value
 * GraphQL cannot accept (an unknown cancel reason) refuses the whole request. `template` is the payload's shape: the
 * route checks the selection against it before anything is changed.
 */

export interface Mutation {
  template: Json;
  run(field: GraphqlField, context: ResolveContext): Promise<Json>;
}

const userError = (field: string[], message: string) => ({ __typename: 'UserError', field, message });
const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

const fulfillmentCreate: Mutation = {
  template: {
    __typename: 'FulfillmentCreatePayload',
    fulfillment: {
      __typename: 'Fulfillment',
      id: '',
      name: '',
      status: '',
      displayStatus: '',
      createdAt: '',
      updatedAt: '',
      trackingInfo: [{ __typename: 'FulfillmentTrackingInfo', company: '', number: '', url: '' }],
    },
    userErrors: [userError([], '')],
  },
  async run(field, { deps, shop, variables }) {
    const input = (resolveValue(field.args.fulfillment, variables) ?? {}) as Json;
    const refused = (message: string, at = ['fulfillment']) => ({
      __typename: 'FulfillmentCreatePayload',
      fulfillment: null,
      userErrors: [userError(at, message)],
    });
    const groups = Array.isArray(input.lineItemsByFulfillmentOrder)
      ? (input.lineItemsByFulfillmentOrder as Json[])
      : [];
    if (groups.length === 0)
      return refused("Line items by fulfillment order can't be blank", ['fulfillment', 'lineItemsByFulfillmentOrder']);
    const requests: FulfillmentRequest[] = groups.map((group) => ({
      fulfillmentOrderId: String(group.fulfillmentOrderId),
      lines: Array.isArray(group.fulfillmentOrderLineItems)
        ? (group.fulfillmentOrderLineItems as Json[]).map((l) => ({ id: String(l.id), quantity: Number(l.quantity) }))
        : null,
    }));
    // A fulfillment order's id carries its order's (see orderBody), as Shopify's lookup by id finds the order.
    const orderId = gid('Order', Math.floor(legacyIdOf(requests[0]!.fulfillmentOrderId) / 10));
    const row = await orderOf(deps.db, shop.id, orderId);
    if (!row) return refused('Fulfillment order does not exist.');
    const given = (input.trackingInfo ?? {}) as Json;
    const company = text(given.company);
    const number = text(given.number) ?? text((given.numbers as unknown[] | undefined)?.[0]);
    const url = trackingUrlOf(company, number, text(given.url) ?? text((given.urls as unknown[] | undefined)?.[0]));
    const now = deps.now();
    const outcome = fulfill(row.body, requests, { company, number, url }, now);
    if ('refused' in outcome) return refused(outcome.refused);
    await putOrder(deps.db, { kind: KIND, shopId: shop.id, externalId: orderId, body: outcome.order, at: now });
    const log = (action: string, body: Json) =>
      recordAction(deps.db, { kind: KIND, shopId: shop.id, orderExternalId: orderId, action, body }, now);
    const fulfilled = (outcome.fulfillment.fulfillmentLineItems as { nodes: Json[] }).nodes;
    await log('fulfillment', {
      fulfillment_id: outcome.fulfillment.id,
      tracking: { company, number, url, clickable: url !== null, company_listed: isKnownTrackingCompany(company) },
      // Which of the order's line items this fulfillment holds, and how many of each.
      line_items: fulfilled.map((item) => ({ id: (item.lineItem as Json).id, quantity: item.quantity })),
    });
    if (input.notifyCustomer === true) {
      await log('customer_notification', {
        template: 'shipping_confirmation',
        to: outcome.order.email,
        tracking_url: url,
      });
    }
    const topics: WebhookTopic[] = outcome.complete ? ['ORDERS_UPDATED', 'ORDERS_FULFILLED'] : ['ORDERS_UPDATED'];
    await pushOrderEvent(deps, shop, topics, outcome.order);
    return { __typename: 'FulfillmentCreatePayload', fulfillment: outcome.fulfillment, userErrors: [] };
  },
};

function invalidReason(field: GraphqlField, value: unknown): GraphqlRequestError {
  const argument = field.args.reason;
  const expected = CANCEL_REASONS.join(', ');
  const location = [{ line: field.line, column: field.column }];
  if (argument?.kind === 'variable') {
    return new GraphqlRequestError([
      {
        message: `Variable $${argument.name} of type OrderCancelReason! was provided invalid value`,
        locations: location,
        extensions: {
          code: 'INVALID_VARIABLE',
          value,
          problems: [{ path: [], explanation: `Expected "${String(value)}" to be one of: ${expected}` }],
        },
      },
    ]);
  }
  return new GraphqlRequestError([
    {
      message: `Argument 'reason' on Field 'orderCancel' has an invalid value (${String(value)}). Expected type 'OrderCancelReason!'.`,
      locations: location,
      extensions: { code: 'argumentLiteralsIncompatible', typeName: 'Field', argumentName: 'reason' },
    },
  ]);
}

const orderCancel: Mutation = {
  template: {
    __typename: 'OrderCancelPayload',
    job: { __typename: 'Job', id: '', done: false },
    orderCancelUserErrors: [{ __typename: 'OrderCancelUserError', field: [], message: '', code: '' }],
    userErrors: [userError([], '')],
  },
  async run(field, { deps, shop, variables }) {
    const arg = (name: string) => resolveValue(field.args[name], variables);
    const reason = arg('reason');
    if (typeof reason !== 'string' || !CANCEL_REASONS.includes(reason)) throw invalidReason(field, reason);
    const refused = (message: string, code: string) => {
      const error = { field: ['orderId'], message };
      return {
        __typename: 'OrderCancelPayload',
        job: null,
        orderCancelUserErrors: [{ __typename: 'OrderCancelUserError', ...error, code }],
        userErrors: [userError(error.field, message)],
      };
    };
    const orderId = String(arg('orderId') ?? '');
    const row = await orderOf(deps.db, shop.id, orderId);
    if (!row) return refused('Order does not exist', 'NOT_FOUND');
    const refund = arg('refund') !== false;
    const now = deps.now();
    const outcome = cancel(row.body, reason as string, refund, now);
    if ('refused' in outcome) return refused(outcome.refused.message, outcome.refused.code);
    await putOrder(deps.db, { kind: KIND, shopId: shop.id, externalId: orderId, body: outcome.order, at: now });
    const log = (action: string, body: Json) =>
      recordAction(deps.db, { kind: KIND, shopId: shop.id, orderExternalId: orderId, action, body }, now);
    await log('cancel', { reason, refund, restock: arg('restock') === true, staff_note: arg('staffNote') ?? null });
    if (outcome.order.displayFinancialStatus === 'REFUNDED') {
      await log('refund', { amount: (outcome.order.totalPriceSet as { shopMoney: Json }).shopMoney });
    }
    if (arg('notifyCustomer') === true)
      await log('customer_notification', { template: 'order_cancelled', to: outcome.order.email });
    await pushOrderEvent(deps, shop, ['ORDERS_UPDATED', 'ORDERS_CANCELLED'], outcome.order);
    return {
      __typename: 'OrderCancelPayload',
      job: { __typename: 'Job', id: `gid://shopify/Job/${randomUUID()}`, done: false },
      orderCancelUserErrors: [],
      userErrors: [],
    };
  },
};

export const MUTATIONS: Record<string, Mutation> = {
  fulfillmentCreate,
  orderCancel,
  webhookSubscriptionCreate,
  webhookSubscriptionDelete,
};
