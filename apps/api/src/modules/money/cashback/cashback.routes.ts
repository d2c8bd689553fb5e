import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  cashbackQuerySchema,
  cashbackRedeemBodySchema,
  cashbackRulesBodySchema,
  cashbackRulesSchema,
  cashbackSchema,
  opsChargeBodySchema,
  opsChargeResultSchema,
} from '@cabinet/contracts/cashback';
import { journalResultSchema } from '@cabinet/contracts/money';
import { accountCaller, signedInCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { CashbackService } from './cashback.service.ts';

const read = { permission: 'money.read' } as const;
const write = { permission: 'money.write' } as const;
const operator = { access: 'operator' } as const;

/** §2 /cashback: the balance, the rules and the history; moving cashback to the balance. Operators: the rates. */
export const cashbackRoutes: FastifyPluginAsyncZod<{ cashback: CashbackService; idempotency: Idempotency }> = async (
  app,
  { cashback, idempotency },
) => {
  app.get(
    '/cashback',
    { config: read, schema: { tags: ['money'], querystring: cashbackQuerySchema, response: { 200: cashbackSchema } } },
    (request) => cashback.get(accountCaller(request).accountId, request.query),
  );

  app.post(
    '/cashback/redeem',
    {
      config: write,
      schema: { tags: ['money'], body: cashbackRedeemBodySchema, response: { 201: journalResultSchema } },
    },
    (request, reply) => {
      const caller = accountCaller(request);
      return idempotency.run(request, reply, 201, () =>
        cashback.redeem(caller.accountId, caller.userId, request.body.amount),
      );
    },
  );

  app.get(
    '/ops/money/cashback-rules',
    { config: operator, schema: { tags: ['ops'], response: { 200: cashbackRulesSchema } } },
    () => cashback.rules(),
  );

  app.put(
    '/ops/money/cashback-rules',
    {
      config: operator,
      schema: { tags: ['ops'], body: cashbackRulesBodySchema, response: { 200: cashbackRulesSchema } },
    },
    (request) => cashback.saveRules(signedInCaller(request).userId, request.body),
  );

  app.post(
    '/ops/money/accounts/:id/charges',
    {
      config: operator,
      schema: {
        tags: ['ops'],
        params: idParamsSchema,
        body: opsChargeBodySchema,
        response: { 201: opsChargeResultSchema },
      },
    },
    (request, reply) =>
      idempotency.run(request, reply, 201, () =>
        cashback.charge(signedInCaller(request).userId, request.params.id, request.body),
      ),
  );
};
