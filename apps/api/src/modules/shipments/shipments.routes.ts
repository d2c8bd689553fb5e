import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '@cabinet/contracts/common';
import {
  parcelProductsSchema,
  shipmentCreateBodySchema,
  shipmentCreatedSchema,
  shipmentDetailSchema,
  shipmentIdBodySchema,
  shipmentIdParamsSchema,
  shipmentListQuerySchema,
  shipmentListSchema,
  shipmentQuoteSchema,
  shipmentStatusListSchema,
} from '@cabinet/contracts/shipments';
import { accountCaller } from '../../platform/auth/guard.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { ShipmentQueries } from './shipment-queries.ts';
import type { ShipmentService } from './shipments.service.ts';

const tags = ['shipments'];
const read = { permission: 'shipments.read' } as const;
const write = { permission: 'shipments.write' } as const;
const params = shipmentIdParamsSchema;

/** §7 "Shipping": statuses, quote, create, list, detail, delete, products (docs/shipments.md). */
export const shipmentRoutes: FastifyPluginAsyncZod<{
  shipments: ShipmentService;
  queries: ShipmentQueries;
  idempotency: Idempotency;
}> = async (app, { shipments, queries, idempotency }) => {
  app.get(
    '/shipping/get_shipment_statuses',
    { config: read, schema: { tags, response: { 200: shipmentStatusListSchema } } },
    (request) => queries.statuses(request.lang),
  );

  app.post(
    '/shipping/shipment/quote',
    { config: write, schema: { tags, body: shipmentCreateBodySchema, response: { 200: shipmentQuoteSchema } } },
    (request) => shipments.quote(accountCaller(request).accountId, request.body),
  );

  app.post(
    '/shipping/shipment',
    { config: write, schema: { tags, body: shipmentCreateBodySchema, response: { 201: shipmentCreatedSchema } } },
    (request, reply) =>
      idempotency.run(request, reply, 201, () => shipments.create(accountCaller(request).accountId, request.body)),
  );

  app.get(
    '/shipping/shipment',
    { config: read, schema: { tags, querystring: shipmentListQuerySchema, response: { 200: shipmentListSchema } } },
    (request) => queries.list(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/shipping/shipment/:id',
    { config: read, schema: { tags, params, response: { 200: shipmentDetailSchema } } },
    (request) => queries.detail(accountCaller(request).accountId, request.params.id),
  );

  app.delete(
    '/shipping/shipment',
    { config: write, schema: { tags, body: shipmentIdBodySchema, response: { 200: okSchema } } },
    async (request) => {
      await shipments.remove(accountCaller(request).accountId, request.body.shipment_id);
      return { ok: true as const };
    },
  );

  app.get(
    '/shipping/parcel_products/:id',
    { config: read, schema: { tags, params, response: { 200: parcelProductsSchema } } },
    (request) => queries.products(accountCaller(request).accountId, request.params.id),
  );
};
