import { MarketplaceError, type MarketplaceEvent } from '../marketplace.ts';
import { webhookRefusal } from './etsy-webhook.ts';

/*
 * Etsy's order.paid webhook, signed the Standard Webhooks way (etsy-webhook.ts): which shop's receipt was paid. The
 * push carries only the receipt's address; the order is fetched again.
 */

interface OrderPaid {
  event_type?: unknown;
  resource_url?: unknown;
  shop_id?: unknown;
}

const RESOURCE = /\/v3\/application\/shops\/(\d+)\/receipts\/(\d+)$/;

export function etsyPushVerifier(webhookSecret: string | null, now: () => Date) {
  return (headers: Record<string, string | undefined>, rawBody: string): MarketplaceEvent => {
    if (!webhookSecret) throw new MarketplaceError('bad_signature', 'no Etsy webhook secret configured');
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    const refusal = webhookRefusal(webhookSecret, lower, rawBody, now());
    if (refusal) throw new MarketplaceError('bad_signature', `Etsy webhook refused: ${refusal}`);
    let event: OrderPaid;
    try {
      event = JSON.parse(rawBody) as OrderPaid;
    } catch {
      throw new MarketplaceError('invalid', 'Etsy webhook body is not JSON');
    }
    const resource = typeof event.resource_url === 'string' ? RESOURCE.exec(event.resource_url) : null;
    if (event.event_type !== 'order.paid' || !resource) {
      throw new MarketplaceError('invalid', `unexpected Etsy webhook ${String(event.event_type)}`);
    }
    return {
      deliveryId: lower['webhook-id']!,
      shopExternalId: String(event.shop_id ?? resource[1]),
      orderExternalId: resource[2]!,
    };
  };
}
