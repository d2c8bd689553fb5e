import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  createWithdrawalBodySchema,
  quoteQuerySchema,
  resubmitWithdrawalBodySchema,
  withdrawalAgreementSchema,
  withdrawalListSchema,
  withdrawalMethodsResponseSchema,
  withdrawalQuoteSchema,
  withdrawalSchema,
  withdrawalsQuerySchema,
} from '@cabinet/contracts/money-out';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

const tags = ['money'];
const read = { permission: 'money.read' } as const;
const write = { permission: 'money.write' } as const;
const params = idParamsSchema;

/** §2 /get-money, /get-money/invoices, /get-money/checkout and /withdrawal-agreements, on the API side. */
export const withdrawalRoutes: FastifyPluginAsyncZod<{
  withdrawals: WithdrawalsService;
  idempotency: Idempotency;
}> = async (app, { withdrawals, idempotency }) => {
  app.get(
    '/withdrawals/methods',
    { config: read, schema: { tags, response: { 200: withdrawalMethodsResponseSchema } } },
    (request) => withdrawals.methods(accountCaller(request).accountId),
  );

  app.get(
    '/withdrawals/quote',
    { config: read, schema: { tags, querystring: quoteQuerySchema, response: { 200: withdrawalQuoteSchema } } },
    (request) => withdrawals.quote(accountCaller(request).accountId, request.query.method, request.query.amount),
  );

  app.get(
    '/withdrawals/agreement',
    { config: read, schema: { tags, response: { 200: withdrawalAgreementSchema } } },
    (request) => withdrawals.agreement(accountCaller(request).accountId, request.lang),
  );

  app.post(
    '/withdrawals/agreement/accept',
    { config: write, schema: { tags, response: { 200: withdrawalAgreementSchema } } },
    (request) => withdrawals.acceptAgreement(accountCaller(request), request.lang),
  );

  app.get(
    '/withdrawals',
    { config: read, schema: { tags, querystring: withdrawalsQuerySchema, response: { 200: withdrawalListSchema } } },
    (request) => withdrawals.list(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/withdrawals/:id',
    { config: read, schema: { tags, params, response: { 200: withdrawalSchema } } },
    (request) => withdrawals.get(accountCaller(request).accountId, request.params.id),
  );

  app.post(
    '/withdrawals',
    { config: write, schema: { tags, body: createWithdrawalBodySchema, response: { 201: withdrawalSchema } } },
    (request, reply) =>
      idempotency.run(request, reply, 201, () => withdrawals.create(accountCaller(request), request.body)),
  );

  app.post(
    '/withdrawals/:id/cancel',
    { config: write, schema: { tags, params, response: { 200: withdrawalSchema } } },
    (request, reply) =>
      idempotency.run(request, reply, 200, () => withdrawals.cancel(accountCaller(request), request.params.id)),
  );

  app.post(
    '/withdrawals/:id/resubmit',
    {
      config: write,
      schema: { tags, params, body: resubmitWithdrawalBodySchema, response: { 200: withdrawalSchema } },
    },
    (request, reply) =>
      idempotency.run(request, reply, 200, () => withdrawals.resubmit(accountCaller(request), request.params.id)),
  );
};
