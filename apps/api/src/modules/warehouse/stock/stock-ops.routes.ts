import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pageQuerySchema } from '@cabinet/contracts/common';
import {
  inboundQuerySchema,
  inboundReceiveBodySchema,
  inboundShipmentSchema,
  opsStockListQuerySchema,
  opsStockListSchema,
  opsStockProductSchema,
  stockAdjustBodySchema,
  stockMovementListSchema,
  stockStateBodySchema,
} from '@cabinet/contracts/warehouse-stock';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { InboundService } from './inbound.service.ts';
import type { StockService } from './stock.service.ts';

const tags = ['ops'];
const config = { access: 'operator' } as const;
const params = idParamsSchema;

/** The back office's warehouse desk: stock of every account, adjustments, states, journals, inbound receipts. */
export const stockOpsRoutes: FastifyPluginAsyncZod<{
  stock: StockService;
  inbound: InboundService;
  idempotency: Idempotency;
}> = async (app, { stock, inbound, idempotency }) => {
  app.get(
    '/ops/warehouse/stock',
    { config, schema: { tags, querystring: opsStockListQuerySchema, response: { 200: opsStockListSchema } } },
    (request) => stock.opsList(request.query),
  );

  app.get(
    '/ops/warehouse/stock/:id',
    { config, schema: { tags, params, response: { 200: opsStockProductSchema } } },
    (request) => stock.opsGet(request.params.id),
  );

  app.get(
    '/ops/warehouse/stock/:id/movements',
    { config, schema: { tags, params, querystring: pageQuerySchema, response: { 200: stockMovementListSchema } } },
    (request) => stock.movements(request.params.id, request.query),
  );

  app.post(
    '/ops/warehouse/stock/:id/adjust',
    {
      config,
      schema: {
        tags,
        params,
        body: stockAdjustBodySchema,
        description: 'A counted correction with a reason (Idempotency-Key accepted).',
        response: { 200: opsStockProductSchema },
      },
    },
    (request, reply) =>
      idempotency.run(request, reply, 200, () =>
        stock.adjust(signedInCaller(request).userId, request.params.id, request.body),
      ),
  );

  app.post(
    '/ops/warehouse/stock/:id/state',
    { config, schema: { tags, params, body: stockStateBodySchema, response: { 200: opsStockProductSchema } } },
    (request) => stock.setState(request.params.id, request.body.state, request.body.reason),
  );

  app.get(
    '/ops/warehouse/inbound',
    { config, schema: { tags, querystring: inboundQuerySchema, response: { 200: inboundShipmentSchema } } },
    (request) => inbound.find(request.query.number),
  );

  app.post(
    '/ops/warehouse/inbound/:id/receive',
    { config, schema: { tags, params, body: inboundReceiveBodySchema, response: { 200: inboundShipmentSchema } } },
    (request) => inbound.receive(signedInCaller(request).userId, request.params.id, request.body),
  );
};
