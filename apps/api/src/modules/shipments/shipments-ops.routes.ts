import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  freezeBodySchema,
  opsShipmentDetailSchema,
  opsShipmentListQuerySchema,
  opsShipmentListSchema,
  shipmentResultSchema,
} from '@cabinet/contracts/shipment-ops';
import { receiveBodySchema, shipmentIdParamsSchema, transitionBodySchema } from '@cabinet/contracts/shipments';
import { signedInCaller } from '../../platform/auth/guard.ts';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './lifecycle.service.ts';
import type { LifecycleServices } from './lifecycle.module.ts';
import { toShipment } from './shipment-mapper.ts';

const tags = ['ops'];
const config = { access: 'operator' } as const;
const params = shipmentIdParamsSchema;
const response = { 200: shipmentResultSchema };

const operator = (request: FastifyRequest): Actor => ({ kind: 'operator', operatorId: signedInCaller(request).userId });

/** The operators' shipment desk: find, look, receive at a warehouse, move along the state machine, freeze. */
export const shipmentsOpsRoutes: FastifyPluginAsyncZod<{ lifecycle: LifecycleServices }> = async (
  app,
  { lifecycle: { ops, lifecycle, receipt } },
) => {
  app.get(
    '/ops/shipments',
    { config, schema: { tags, querystring: opsShipmentListQuerySchema, response: { 200: opsShipmentListSchema } } },
    (request) => ops.list(request.query),
  );

  app.get(
    '/ops/shipments/:id',
    { config, schema: { tags, params, response: { 200: opsShipmentDetailSchema } } },
    (request) => ops.detail(request.params.id),
  );

  app.post(
    '/ops/shipments/:id/receive',
    { config, schema: { tags, params, body: receiveBodySchema, response } },
    async (request) => {
      const { note, ...box } = request.body;
      return { shipment: toShipment(await receipt.receive(request.params.id, box, operator(request), note)) };
    },
  );

  app.post(
    '/ops/shipments/:id/transition',
    { config, schema: { tags, params, body: transitionBodySchema, response } },
    async (request) => ({
      shipment: toShipment(
        await lifecycle.move(request.params.id, request.body.to, operator(request), request.body.note),
      ),
    }),
  );

  app.post(
    '/ops/shipments/:id/freeze',
    { config, schema: { tags, params, body: freezeBodySchema, response } },
    async (request) => ({
      shipment: toShipment(await lifecycle.freeze(request.params.id, operator(request), request.body.note)),
    }),
  );

  app.post(
    '/ops/shipments/:id/unfreeze',
    { config, schema: { tags, params, body: freezeBodySchema, response } },
    async (request) => ({
      shipment: toShipment(await lifecycle.unfreeze(request.params.id, operator(request), request.body.note)),
    }),
  );
};
