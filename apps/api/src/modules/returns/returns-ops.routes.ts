import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  opsReturnClaimListSchema,
  opsReturnClaimSchema,
  opsReturnClaimsQuerySchema,
  opsReturnListQuerySchema,
  opsReturnListSchema,
  opsReturnSchema,
  returnClaimFileParamsSchema,
  returnClaimRejectBodySchema,
  returnRegisterBodySchema,
} from '@cabinet/contracts/returns';
import { signedInCaller } from '../../platform/auth/guard.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import { sendUpload } from '../uploads/uploads.routes.ts';
import type { ReturnClaimService } from './return-claims.service.ts';
import type { ReturnOpsService } from './returns-ops.service.ts';

const tags = ['ops'];
const config = { access: 'operator' } as const;
const params = idParamsSchema;

/** The back office's returns desk: register, list, decide claims (with their proof files), mark processed. */
export const returnOpsRoutes: FastifyPluginAsyncZod<{
  ops: ReturnOpsService;
  claims: ReturnClaimService;
  idempotency: Idempotency;
}> = async (app, { ops, claims, idempotency }) => {
  app.post(
    '/ops/returns',
    { config, schema: { tags, body: returnRegisterBodySchema, response: { 201: opsReturnSchema } } },
    (request, reply) =>
      idempotency.run(request, reply, 201, () => ops.register(signedInCaller(request).userId, request.body)),
  );

  app.get(
    '/ops/returns',
    { config, schema: { tags, querystring: opsReturnListQuerySchema, response: { 200: opsReturnListSchema } } },
    (request) => ops.list(request.query),
  );

  app.get(
    '/ops/returns/claims',
    { config, schema: { tags, querystring: opsReturnClaimsQuerySchema, response: { 200: opsReturnClaimListSchema } } },
    (request) => claims.list(request.query),
  );

  app.get(
    '/ops/returns/claims/:id/files/:filename',
    { config, schema: { tags, params: returnClaimFileParamsSchema } },
    async (request, reply) => sendUpload(reply, await claims.file(request.params.id, request.params.filename)),
  );

  app.post(
    '/ops/returns/claims/:id/approve',
    { config, schema: { tags, params, response: { 200: opsReturnClaimSchema } } },
    (request) => claims.approve(signedInCaller(request).userId, request.params.id),
  );

  app.post(
    '/ops/returns/claims/:id/reject',
    { config, schema: { tags, params, body: returnClaimRejectBodySchema, response: { 200: opsReturnClaimSchema } } },
    (request) => claims.reject(signedInCaller(request).userId, request.params.id, request.body.reason),
  );

  app.get('/ops/returns/:id', { config, schema: { tags, params, response: { 200: opsReturnSchema } } }, (request) =>
    ops.get(request.params.id),
  );

  app.post(
    '/ops/returns/:id/processed',
    { config, schema: { tags, params, response: { 200: opsReturnSchema } } },
    (request) => ops.markProcessed(signedInCaller(request).userId, request.params.id),
  );
};
