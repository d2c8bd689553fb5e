import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  createTopUpBodySchema,
  createTopUpResponseSchema,
  moneyInMethodsSchema,
  topUpListSchema,
  topUpSchema,
  topUpsQuerySchema,
} from '@cabinet/contracts/money-in';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { TopUpService } from './top-up.service.ts';

const tags = ['money'];
const read = { permission: 'money.read' } as const;
const write = { permission: 'money.write' } as const;
const params = idParamsSchema;

/** §2 /money-in and /money-in/checkout: methods, starting a top-up, its state, the bank-transfer invoice. */
export const topUpRoutes: FastifyPluginAsyncZod<{ topUps: TopUpService; idempotency: Idempotency }> = async (
  app,
  { topUps, idempotency },
) => {
  app.get('/money-in/methods', { config: read, schema: { tags, response: { 200: moneyInMethodsSchema } } }, () =>
    topUps.methods(),
  );

  app.post(
    '/money-in/top-ups',
    { config: write, schema: { tags, body: createTopUpBodySchema, response: { 201: createTopUpResponseSchema } } },
    (request, reply) =>
      idempotency.run(request, reply, 201, () => topUps.create(accountCaller(request), request.body, request.lang)),
  );

  app.get(
    '/money-in/top-ups',
    { config: read, schema: { tags, querystring: topUpsQuerySchema, response: { 200: topUpListSchema } } },
    (request) => topUps.list(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/money-in/top-ups/:id',
    { config: read, schema: { tags, params, response: { 200: topUpSchema } } },
    (request) => topUps.get(accountCaller(request).accountId, request.params.id),
  );

  app.get(
    '/money-in/top-ups/:id/invoice.pdf',
    { config: read, schema: { tags, params, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { pdf, reference } = await topUps.invoicePdf(
        accountCaller(request).accountId,
        request.params.id,
        request.lang,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${reference}.pdf"`)
        .send(pdf);
    },
  );
};
