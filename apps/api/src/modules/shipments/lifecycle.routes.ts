import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docsPriceSchema, shipmentResultSchema } from '@cabinet/contracts/shipment-ops';
import {
  consolidationLabelBodySchema,
  consolidationRatesSchema,
  docsPriceBodySchema,
  shipmentIdBodySchema,
  shipmentIdParamsSchema,
} from '@cabinet/contracts/shipments';
import { accountCaller } from '../../platform/auth/guard.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { LifecycleServices } from './lifecycle.module.ts';
import { toShipment } from './shipment-mapper.ts';

const tags = ['shipping'];
const read = { permission: 'shipments.read' } as const;
const write = { permission: 'shipments.write' } as const;

/** The seller's side of the lifecycle (§7 "Shipping"): pay a re-quote, consolidation rates and label, docs price. */
export const lifecycleRoutes: FastifyPluginAsyncZod<{
  lifecycle: LifecycleServices;
  idempotency: Idempotency;
}> = async (app, { lifecycle: { receipt, consolidation }, idempotency }) => {
  app.post(
    '/shipping/shipment/:id/pay',
    { config: write, schema: { tags, params: shipmentIdParamsSchema, response: { 200: shipmentResultSchema } } },
    (request, reply) =>
      idempotency.run(request, reply, 200, async () => {
        const { accountId, userId } = accountCaller(request);
        return { shipment: toShipment(await receipt.payDue(accountId, request.params.id, userId)) };
      }),
  );

  app.post(
    '/shipping/rates/consolidation',
    { config: read, schema: { tags, body: shipmentIdBodySchema, response: { 200: consolidationRatesSchema } } },
    (request) => consolidation.rates(accountCaller(request).accountId, request.body.shipment_id),
  );

  app.post(
    '/shipping/label/consolidation',
    {
      config: write,
      schema: { tags, body: consolidationLabelBodySchema, response: { 200: shipmentResultSchema } },
    },
    (request, reply) =>
      idempotency.run(request, reply, 200, async () => {
        const { accountId, userId } = accountCaller(request);
        const { shipment_id, delivery_type } = request.body;
        return { shipment: toShipment(await consolidation.buyLabel(accountId, userId, shipment_id, delivery_type)) };
      }),
  );

  app.post(
    '/shipping/shipment/docs/price/',
    { config: read, schema: { tags, body: docsPriceBodySchema, response: { 200: docsPriceSchema } } },
    (request) => consolidation.docsPrice(accountCaller(request).accountId, request.body),
  );
};
