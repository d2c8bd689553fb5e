import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  paymentLinkCreateBodySchema,
  paymentLinkDetailSchema,
  paymentLinkListSchema,
  paymentLinkSchema,
  paymentLinksQuerySchema,
} from '@cabinet/contracts/payment-links';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { PaymentLinksService } from './payment-links.service.ts';

const tags = ['money'];
const read = { permission: 'money.read' } as const;
const write = { permission: 'money.write' } as const;
const params = idParamsSchema;

/** §2 /payment-links, /payment-links/new: the seller's links. */
export const paymentLinkRoutes: FastifyPluginAsyncZod<{
  links: PaymentLinksService;
  idempotency: Idempotency;
}> = async (app, { links, idempotency }) => {
  app.get(
    '/payment-links',
    { config: read, schema: { tags, querystring: paymentLinksQuerySchema, response: { 200: paymentLinkListSchema } } },
    (request) => links.list(accountCaller(request).accountId, request.query),
  );

  app.post(
    '/payment-links',
    { config: write, schema: { tags, body: paymentLinkCreateBodySchema, response: { 201: paymentLinkSchema } } },
    (request, reply) => {
      const caller = accountCaller(request);
      return idempotency.run(request, reply, 201, () => links.create(caller.accountId, caller.userId, request.body));
    },
  );

  app.get(
    '/payment-links/:id',
    { config: read, schema: { tags, params, response: { 200: paymentLinkDetailSchema } } },
    (request) => links.get(accountCaller(request).accountId, request.params.id),
  );

  app.delete(
    '/payment-links/:id',
    { config: write, schema: { tags, params, response: { 200: paymentLinkSchema } } },
    (request) => links.deactivate(accountCaller(request).accountId, request.params.id),
  );
};
