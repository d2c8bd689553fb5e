import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorSchema, outboxQuerySchema, outboxResponseSchema } from '@cabinet/contracts/ops';
import { signedInCaller } from '../../platform/auth/guard.ts';
import type { OpsRepository } from './ops.repository.ts';

/** The back office (§6 "an operator processes requests"): operators only. */
export const opsRoutes: FastifyPluginAsyncZod<{ ops: OpsRepository }> = async (app, { ops }) => {
  app.get(
    '/ops/me',
    { config: { access: 'operator' }, schema: { tags: ['ops'], response: { 200: operatorSchema } } },
    (request) => {
      const { id, email, first_name, last_name } = signedInCaller(request).user;
      return { id, email, first_name, last_name };
    },
  );

  app.get(
    '/ops/outbox',
    {
      config: { access: 'operator' },
      schema: { tags: ['ops'], querystring: outboxQuerySchema, response: { 200: outboxResponseSchema } },
    },
    (request) => ops.outbox(request.query),
  );
};
