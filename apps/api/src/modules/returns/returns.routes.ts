import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, pageQuerySchema } from '@cabinet/contracts/common';
import {
  returnClaimBodySchema,
  returnClaimSchema,
  returnDecisionBodySchema,
  returnListQuerySchema,
  returnListSchema,
  returnSchema,
  unidentifiedReturnListSchema,
  unidentifiedReturnSchema,
} from '@cabinet/contracts/returns';
import { accountCaller } from '../../platform/auth/guard.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { ReturnClaimService } from './return-claims.service.ts';
import type { ReturnService } from './returns.service.ts';

const tags = ['returns'];
const read = { permission: 'shipments.read' } as const;
const write = { permission: 'shipments.write' } as const;
const params = idParamsSchema;

/** §2 /shipments/returns and /shipments/returns/unidentified, for the seller. */
export const returnRoutes: FastifyPluginAsyncZod<{
  returns: ReturnService;
  claims: ReturnClaimService;
  idempotency: Idempotency;
}> = async (app, { returns, claims, idempotency }) => {
  app.get(
    '/shipping/returns',
    { config: read, schema: { tags, querystring: returnListQuerySchema, response: { 200: returnListSchema } } },
    (request) => returns.list(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/shipping/returns/unidentified',
    { config: read, schema: { tags, querystring: pageQuerySchema, response: { 200: unidentifiedReturnListSchema } } },
    (request) => claims.unidentified(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/shipping/returns/unidentified/:id',
    { config: read, schema: { tags, params, response: { 200: unidentifiedReturnSchema } } },
    (request) => claims.unidentifiedOne(accountCaller(request).accountId, request.params.id),
  );

  app.get(
    '/shipping/returns/:id',
    { config: read, schema: { tags, params, response: { 200: returnSchema } } },
    (request) => returns.get(accountCaller(request).accountId, request.params.id),
  );

  app.post(
    '/shipping/returns/:id/decision',
    {
      config: write,
      schema: {
        tags,
        params,
        body: returnDecisionBodySchema,
        description: 'Restock, disposal or distribution; pays the storage owed so far (Idempotency-Key accepted).',
        response: { 200: returnSchema },
      },
    },
    (request, reply) =>
      idempotency.run(request, reply, 200, () =>
        returns.decide(accountCaller(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/shipping/returns/unidentified/:id/claim',
    {
      config: write,
      schema: { tags, params, body: returnClaimBodySchema, response: { 201: returnClaimSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await claims.claim(accountCaller(request), request.params.id, request.body)),
  );
};
