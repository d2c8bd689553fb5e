import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/client.ts';
import { createDeliveries, type Deliveries } from '../sandboxes/deliveries/deliveries.ts';
import { marketplaceSandboxes } from '../sandboxes/marketplaces.ts';
import { paymentsWebhookSender } from '../sandboxes/payments/webhooks.ts';
import type { SandboxSecrets } from '../sandboxes/secrets/sandbox-secrets.ts';

/** Every sandbox's webhooks go out over HTTP once their callers are answered (a restart resumes them). */
export function registerDeliveries(
  app: FastifyInstance,
  deps: { db: Db; now: () => Date; secrets: SandboxSecrets; fetch?: typeof fetch },
): Deliveries {
  const deliveries = createDeliveries({
    db: deps.db,
    now: deps.now,
    log: app.log,
    fetch: deps.fetch,
    senders: [
      // Signed with the sandbox's own secret, whatever the provider: a live processor's secret never signs them.
      paymentsWebhookSender(deps.secrets.payments.webhookSecret),
      ...marketplaceSandboxes.flatMap((s) => s.deliverySenders?.(deps.secrets) ?? []),
    ],
  });
  app.decorate('deliveries', deliveries);
  app.addHook('onReady', async () => deliveries.start());
  app.addHook('preClose', async () => deliveries.stop());
  return deliveries;
}
