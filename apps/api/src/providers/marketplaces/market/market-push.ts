import { MarketplaceError, type MarketplaceEvent } from '../marketplace.ts';
import { signatureRefusal } from './market-webhook.ts';

/*
 * The market's order.created and order.updated webhooks, signed with the app's client secret (market-webhook.ts):
 * which shop's order changed, under the delivery id that makes a repeated delivery handled once.
 */

interface OrderEvent {
  type?: unknown;
  shop_id?: unknown;
  data?: { order_id?: unknown };
}

const EVENT_TYPES = new Set(['order.created', 'order.updated']);

export function marketPushVerifier(clientSecret: string, now: () => Date) {
  return (headers: Record<string, string | undefined>, rawBody: string): MarketplaceEvent => {
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const refusal = signatureRefusal(clientSecret, lower['market-signature'], rawBody, now());
    if (refusal) throw new MarketplaceError('bad_signature', `market webhook refused: ${refusal}`);
    const deliveryId = lower['market-delivery'];
    if (!deliveryId) throw new MarketplaceError('invalid', 'market webhook without a Market-Delivery id');
    let event: OrderEvent;
    try {
      event = JSON.parse(rawBody) as OrderEvent;
    } catch {
      throw new MarketplaceError('invalid', 'market webhook body is not JSON');
    }
    const orderId = event.data?.order_id;
    if (!EVENT_TYPES.has(String(event.type)) || typeof event.shop_id !== 'string' || typeof orderId !== 'string') {
      throw new MarketplaceError('invalid', `unexpected market webhook ${String(event.type)}`);
    }
    return { deliveryId, shopExternalId: event.shop_id, orderExternalId: orderId };
  };
}
