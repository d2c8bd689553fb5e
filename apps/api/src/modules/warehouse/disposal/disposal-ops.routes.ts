import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  disposalListQuerySchema,
  disposalRejectBodySchema,
  opsDisposalListSchema,
  opsDisposalRequestSchema,
} from '@cabinet/contracts/disposal';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { DisposalService } from './disposal.service.ts';

const tags = ['ops'];
const config = { access: 'operator' } as const;
const params = idParamsSchema;
const response = { 200: opsDisposalRequestSchema };

/** The back office's disposal desk: every account's requests; approve, reject with a reason, complete. */
export const disposalOpsRoutes: FastifyPluginAsyncZod<{ disposal: DisposalService; idempotency: Idempotency }> = async (
  app,
  { disposal, idempotency },
) => {
  app.get(
    '/ops/warehouse/disposals',
    { config, schema: { tags, querystring: disposalListQuerySchema, response: { 200: opsDisposalListSchema } } },
    (request) => disposal.opsList(request.query),
  );

  app.get('/ops/warehouse/disposals/:id', { config, schema: { tags, params, response } }, (request) =>
    disposal.opsGet(request.params.id),
  );

  app.post('/ops/warehouse/disposals/:id/approve', { config, schema: { tags, params, response } }, (request) =>
    disposal.approve(signedInCaller(request).userId, request.params.id),
  );

  app.post(
    '/ops/warehouse/disposals/:id/reject',
    { config, schema: { tags, params, body: disposalRejectBodySchema, response } },
    (request) => disposal.reject(signedInCaller(request).userId, request.params.id, request.body.reason),
  );

  app.post(
    '/ops/warehouse/disposals/:id/complete',
    {
      config,
      schema: {
        tags,
        params,
        description: 'Disposes of the units and charges the fee, once (Idempotency-Key accepted).',
        response,
      },
    },
    (request, reply) =>
      idempotency.run(request, reply, 200, () => disposal.complete(signedInCaller(request).userId, request.params.id)),
  );
};
