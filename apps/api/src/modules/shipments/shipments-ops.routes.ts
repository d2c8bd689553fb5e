import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { signedInCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { Actor } from './lifecycle.service.ts';
import type { LifecycleServices } from './lifecycle-services.ts';
import { toShipment } from './shipment-mapper.ts';

const operator = (request: FastifyRequest): Actor => ({ kind: 'operator', operatorId: signedInCaller(request).userId });

/** The operators' shipment desk (opsShipmentsApi in the contracts). */
export const shipmentsOpsRoutes: FastifyPluginAsync<{ lifecycle: LifecycleServices }> = async (
  app,
  { lifecycle: { ops, lifecycle, receipt } },
) => {
  route(app, opsShipmentsApi.list, (request) => ops.list(request.query));

  route(app, opsShipmentsApi.detail, (request) => ops.detail(request.params.id));

  route(app, opsShipmentsApi.receive, async (request) => {
    const { note, ...box } = request.body;
    return { shipment: toShipment(await receipt.receive(request.params.id, box, operator(request), note)) };
  });

  route(app, opsShipmentsApi.transition, async (request) => ({
    shipment: toShipment(
      await lifecycle.move(request.params.id, request.body.to, operator(request), request.body.note),
    ),
  }));

  route(app, opsShipmentsApi.freeze, async (request) => ({
    shipment: toShipment(await lifecycle.freeze(request.params.id, operator(request), request.body.note)),
  }));

  route(app, opsShipmentsApi.unfreeze, async (request) => ({
    shipment: toShipment(await lifecycle.unfreeze(request.params.id, operator(request), request.body.note)),
  }));
};
