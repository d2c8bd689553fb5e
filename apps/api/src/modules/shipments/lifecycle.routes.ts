import type { FastifyPluginAsync } from 'fastify';
import { shipmentLifecycleApi } from '@cabinet/contracts/shipment-lifecycle';
import { accountCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { LifecycleServices } from './lifecycle-services.ts';
import { toShipment } from './shipment-mapper.ts';

/** The seller's side of the lifecycle (shipmentLifecycleApi in the contracts). */
export const lifecycleRoutes: FastifyPluginAsync<{
  lifecycle: LifecycleServices;
  idempotency: Idempotency;
}> = async (app, { lifecycle: { receipt, consolidation }, idempotency }) => {
  route(app, shipmentLifecycleApi.pay, (request, reply) =>
    idempotency.run(request, reply, 200, async () => {
      const { accountId, userId } = accountCaller(request);
      return { shipment: toShipment(await receipt.payDue(accountId, request.params.id, userId)) };
    }),
  );

  route(app, shipmentLifecycleApi.deliveryOptions, (request) =>
    receipt.deliveryOptions(accountCaller(request).accountId, request.params.id),
  );

  route(app, shipmentLifecycleApi.changeDeliveryType, (request, reply) =>
    idempotency.run(request, reply, 200, async () => {
      const { accountId, userId } = accountCaller(request);
      const row = await receipt.changeDeliveryType(accountId, request.params.id, userId, request.body.delivery_type);
      return { shipment: toShipment(row) };
    }),
  );

  route(app, shipmentLifecycleApi.consolidationRates, (request) =>
    consolidation.rates(accountCaller(request).accountId, request.body.shipment_id),
  );

  route(app, shipmentLifecycleApi.consolidationLabel, (request, reply) =>
    idempotency.run(request, reply, 200, async () => {
      const { accountId, userId } = accountCaller(request);
      const { shipment_id, delivery_type } = request.body;
      return { shipment: toShipment(await consolidation.buyLabel(accountId, userId, shipment_id, delivery_type)) };
    }),
  );

  route(app, shipmentLifecycleApi.docsPrice, (request) =>
    consolidation.docsPrice(accountCaller(request).accountId, request.body),
  );
};
