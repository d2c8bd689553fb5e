import type { FastifyPluginAsync } from 'fastify';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import { accountCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { ShipmentQueries } from './shipment-queries.ts';
import type { ShipmentService } from './shipments.service.ts';

/** §7 "Shipping": statuses, quote, create, list, detail, delete, products (shipmentsApi in the contracts). */
export const shipmentRoutes: FastifyPluginAsync<{
  shipments: ShipmentService;
  queries: ShipmentQueries;
  idempotency: Idempotency;
}> = async (app, { shipments, queries, idempotency }) => {
  route(app, shipmentsApi.statuses, (request) => queries.statuses(request.lang));

  route(app, shipmentsApi.quote, (request) => shipments.quote(accountCaller(request).accountId, request.body));

  route(app, shipmentsApi.create, (request, reply) =>
    idempotency.run(request, reply, 201, () => shipments.create(accountCaller(request).accountId, request.body)),
  );

  route(app, shipmentsApi.list, (request) => queries.list(accountCaller(request).accountId, request.query));

  route(app, shipmentsApi.detail, (request) => queries.detail(accountCaller(request).accountId, request.params.id));

  route(app, shipmentsApi.remove, async (request) => {
    await shipments.remove(accountCaller(request).accountId, request.body.shipment_id);
    return { ok: true as const };
  });

  route(app, shipmentsApi.products, (request) => queries.products(accountCaller(request).accountId, request.params.id));
};
