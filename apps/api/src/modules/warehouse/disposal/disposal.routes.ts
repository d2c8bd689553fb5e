import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  disposalCreateBodySchema,
  disposalListQuerySchema,
  disposalListSchema,
  disposalRequestSchema,
  disposalStatusListSchema,
} from '@cabinet/contracts/disposal';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { DisposalService } from './disposal.service.ts';

const tags = ['warehouse'];
const read = { permission: 'warehouse.read' } as const;
const write = { permission: 'warehouse.write' } as const;
const params = idParamsSchema;

/** §2 /warehouse/disposal and §7 GET /warehouse/disposal/statuses, /warehouse/disposal/requests, for the seller. */
export const disposalRoutes: FastifyPluginAsyncZod<{ disposal: DisposalService; idempotency: Idempotency }> = async (
  app,
  { disposal, idempotency },
) => {
  app.get(
    '/warehouse/disposal/statuses',
    { config: read, schema: { tags, response: { 200: disposalStatusListSchema } } },
    (request) => disposal.statuses(request.lang),
  );

  app.get(
    '/warehouse/disposal/requests',
    { config: read, schema: { tags, querystring: disposalListQuerySchema, response: { 200: disposalListSchema } } },
    (request) => disposal.list(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/warehouse/disposal/requests/:id',
    { config: read, schema: { tags, params, response: { 200: disposalRequestSchema } } },
    (request) => disposal.get(accountCaller(request).accountId, request.params.id),
  );

  app.post(
    '/warehouse/disposal/requests',
    {
      config: write,
      schema: {
        tags,
        body: disposalCreateBodySchema,
        description: 'Reserves the units until completed, rejected or cancelled (Idempotency-Key accepted).',
        response: { 201: disposalRequestSchema },
      },
    },
    (request, reply) =>
      idempotency.run(request, reply, 201, () => disposal.create(accountCaller(request), request.body)),
  );

  app.post(
    '/warehouse/disposal/requests/:id/cancel',
    { config: write, schema: { tags, params, response: { 200: disposalRequestSchema } } },
    (request) => disposal.cancel(accountCaller(request).accountId, request.params.id),
  );
};
