import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  opsPaymentLinkListSchema,
  opsPaymentLinkSchema,
  paymentLinksQuerySchema,
  reviewReasonBodySchema,
} from '@cabinet/contracts/payment-links';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import type { PaymentLinksService } from './payment-links.service.ts';

const tags = ['ops'];
const config = { access: 'operator' } as const;
const params = idParamsSchema;
const response = { 200: opsPaymentLinkSchema };

/** The back office's review of payment links: accept, decline, block, unblock. */
export const paymentLinkOpsRoutes: FastifyPluginAsyncZod<{ links: PaymentLinksService }> = async (app, { links }) => {
  app.get(
    '/ops/money/payment-links',
    { config, schema: { tags, querystring: paymentLinksQuerySchema, response: { 200: opsPaymentLinkListSchema } } },
    (request) => links.opsList(request.query),
  );

  for (const action of ['accept', 'unblock'] as const) {
    app.post(`/ops/money/payment-links/:id/${action}`, { config, schema: { tags, params, response } }, (request) =>
      links.review(signedInCaller(request).userId, request.params.id, action),
    );
  }

  for (const action of ['decline', 'block'] as const) {
    app.post(
      `/ops/money/payment-links/:id/${action}`,
      { config, schema: { tags, params, body: reviewReasonBodySchema, response } },
      (request) => links.review(signedInCaller(request).userId, request.params.id, action, request.body.reason),
    );
  }
};
