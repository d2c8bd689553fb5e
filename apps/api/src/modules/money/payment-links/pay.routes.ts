import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payCodeParamsSchema,
  payPaymentParamsSchema,
  payStartBodySchema,
  payStartResultSchema,
  payStatusSchema,
  publicPaymentLinkSchema,
} from '@cabinet/contracts/payment-links';
import type { PayService } from './pay.service.ts';

const tags = ['pay'];
const config = { access: 'public' } as const;

/**
 * The buyer's pay page (public): what the link asks for, starting a payment at the payments provider's hosted
 * checkout, and the payment's status for the return pages. Starting is not a money movement and is safe to repeat
 * (the buyer's open checkout is given again), so it takes no Idempotency-Key and stores no request body.
 */
export const payRoutes: FastifyPluginAsyncZod<{ pay: PayService }> = async (app, { pay }) => {
  app.get(
    '/pay/:code',
    { config, schema: { tags, params: payCodeParamsSchema, response: { 200: publicPaymentLinkSchema } } },
    (request) => pay.view(request.params.code),
  );

  app.post(
    '/pay/:code',
    {
      config,
      schema: {
        tags,
        params: payCodeParamsSchema,
        body: payStartBodySchema,
        response: { 200: payStartResultSchema, 201: payStartResultSchema },
      },
    },
    async (request, reply) => {
      const { created, payment } = await pay.start(request.params.code, request.body, request.lang);
      return reply.status(created ? 201 : 200).send(payment);
    },
  );

  app.get(
    '/pay/:code/payments/:reference',
    { config, schema: { tags, params: payPaymentParamsSchema, response: { 200: payStatusSchema } } },
    (request) => pay.status(request.params.code, request.params.reference),
  );
};
