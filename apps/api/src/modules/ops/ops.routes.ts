import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxQuerySchema, outboxResponseSchema } from '@cabinet/contracts/ops';
import type { OpsRepository } from './ops.repository.ts';

/** The back office (§6 "an operator processes requests"): operators only. */
export const opsRoutes: FastifyPluginAsyncZod<{ ops: OpsRepository }> = async (app, { ops }) => {
  app.get(
    '/ops/outbox',
    {
      config: { access: 'operator' },
      schema: { tags: ['ops'], querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } },
    },
    (request) => ops.outbox(request.query),
  );
};
