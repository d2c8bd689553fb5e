import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  claimFileParamsSchema,
  claimRejectBodySchema,
  claimsQuerySchema,
  opsClaimListSchema,
  opsClaimSchema,
  opsUnidentifiedPaymentListSchema,
  opsUnidentifiedPaymentSchema,
  unidentifiedPaymentCreateBodySchema,
  unidentifiedPaymentsQuerySchema,
} from '@cabinet/contracts/lost-payments';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { ClaimsReviewService } from './claims-review.service.ts';
import { sendClaimFile } from './lost-payments.routes.ts';

const tags = ['ops'];
const config = { access: 'operator' } as const;
const params = idParamsSchema;

/** The back office's unidentified payments: register them, review claims with their files, approve or reject. */
export const lostPaymentOpsRoutes: FastifyPluginAsyncZod<{
  review: ClaimsReviewService;
  idempotency: Idempotency;
}> = async (app, { review, idempotency }) => {
  app.post(
    '/ops/money/unidentified-payments',
    {
      config,
      schema: { tags, body: unidentifiedPaymentCreateBodySchema, response: { 201: opsUnidentifiedPaymentSchema } },
    },
    (request, reply) =>
      idempotency.run(request, reply, 201, () => review.register(signedInCaller(request).userId, request.body)),
  );

  app.get(
    '/ops/money/unidentified-payments',
    {
      config,
      schema: {
        tags,
        querystring: unidentifiedPaymentsQuerySchema,
        response: { 200: opsUnidentifiedPaymentListSchema },
      },
    },
    (request) => review.payments(request.query),
  );

  app.get(
    '/ops/money/claims',
    { config, schema: { tags, querystring: claimsQuerySchema, response: { 200: opsClaimListSchema } } },
    (request) => review.claims(request.query),
  );

  app.get(
    '/ops/money/claims/:id/files/:fileId',
    { config, schema: { tags, params: claimFileParamsSchema } },
    async (request, reply) => sendClaimFile(reply, await review.file(request.params.id, request.params.fileId)),
  );

  app.post(
    '/ops/money/claims/:id/approve',
    { config, schema: { tags, params, response: { 200: opsClaimSchema } } },
    (request, reply) =>
      idempotency.run(request, reply, 200, () => review.approve(signedInCaller(request).userId, request.params.id)),
  );

  app.post(
    '/ops/money/claims/:id/reject',
    { config, schema: { tags, params, body: claimRejectBodySchema, response: { 200: opsClaimSchema } } },
    (request) => review.reject(signedInCaller(request).userId, request.params.id, request.body.reason),
  );
};
