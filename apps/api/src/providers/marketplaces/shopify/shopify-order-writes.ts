import type { MarketplaceAdapter } from '../marketplace.ts';
import type { ShopifyClient } from './shopify-client.ts';
import { fulfillmentGroups } from './shopify-fulfillment.ts';
import type { ShopifyOrderReads } from './shopify-order-reads.ts';
import { FULFILLMENT_CREATE, ORDER_CANCEL, type UserError } from './shopify-queries.ts';
import { refuse, wordsOf } from './shopify-refuse.ts';

/*
 * What the cabinet changes in a Shopify order: tracking through fulfillmentCreate on the order's fulfillment orders,
 * and orderCancel (refunded, restocked, the customer told).
 */

export function shopifyOrderWrites(
  client: ShopifyClient,
  reads: Pick<ShopifyOrderReads, 'fulfillmentOrdersOf'>,
): Pick<MarketplaceAdapter, 'pushTracking' | 'cancel'> {
  return {
    async pushTracking(session, orderExternalId, push) {
      const fulfillmentOrders = await reads.fulfillmentOrdersOf(session, orderExternalId);
      const lineItemsByFulfillmentOrder = fulfillmentGroups(fulfillmentOrders, push);
      if (lineItemsByFulfillmentOrder.length === 0) refuse('invalid', 'The order has nothing to fulfil', 200);
      const { fulfillmentCreate: result } = await client.graphql<{ fulfillmentCreate: { userErrors: UserError[] } }>(
        session,
        'FulfillmentCreate',
        FULFILLMENT_CREATE,
        {
          fulfillment: {
            lineItemsByFulfillmentOrder,
            trackingInfo: {
              company: push.carrierCode || push.carrierName,
              number: push.trackingNumber,
              // Ours wins over Shopify's own link, and is the only one for a company not on Shopify's list.
              ...(push.trackingUrl ? { url: push.trackingUrl } : {}),
            },
            notifyCustomer: true,
          },
        },
      );
      if (result.userErrors.length > 0) refuse('invalid', wordsOf(result.userErrors), 200);
    },

    async cancel(session, orderExternalId, reason) {
      const { orderCancel: result } = await client.graphql<{ orderCancel: { orderCancelUserErrors: UserError[] } }>(
        session,
        'OrderCancel',
        ORDER_CANCEL,
        { orderId: orderExternalId, reason, refund: true, restock: true, notifyCustomer: true },
      );
      const errors = result.orderCancelUserErrors;
      if (errors.some((e) => e.code === 'NOT_FOUND')) refuse('not_found', wordsOf(errors), 200);
      if (errors.length > 0) refuse('cancel_refused', wordsOf(errors), 200);
    },
  };
}
