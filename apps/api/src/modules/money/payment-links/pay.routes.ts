import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payBodySchema,
  payCodeParamsSchema,
  payResultSchema,
  publicPaymentLinkSchema,
} from '@cabinet/contracts/payment-links';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { PayService } from './pay.service.ts';

const tags = ['pay'];
const config = { access: 'public' } as const;
const params = payCodeParamsSchema;

/** The buyer's pay page (public): what the link asks for, and paying it with a card. */
export const payRoutes: FastifyPluginAsyncZod<{ pay: PayService; idempotency: Idempotency }> = async (
  app,
  { pay, idempotency },
) => {
  app.get('/pay/:code', { config, schema: { tags, params, response: { 200: publicPaymentLinkSchema } } }, (request) =>
    pay.view(request.params.code),
  );

  app.post(
    '/pay/:code',
    { config, schema: { tags, params, body: payBodySchema, response: { 201: payResultSchema } } },
    (request, reply) => idempotency.run(request, reply, 201, () => pay.pay(request.params.code, request.body)),
  );
};
