import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  adjustmentBodySchema,
  balanceLogSchema,
  logQuerySchema,
  journalResultSchema,
  moneySettingsBodySchema,
  opsAccountDetailSchema,
  opsAccountListSchema,
  opsAccountsQuerySchema,
} from '@cabinet/contracts/money';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { MoneyOpsService } from './money-ops.service.ts';

const tags = ['ops'];
const config = { access: 'operator' } as const;
const params = idParamsSchema;

/** The back office's money desk: find a seller, see the balance, credit/debit, settings, reversals. */
export const moneyOpsRoutes: FastifyPluginAsyncZod<{ moneyOps: MoneyOpsService; idempotency: Idempotency }> = async (
  app,
  { moneyOps, idempotency },
) => {
  app.get(
    '/ops/money/accounts',
    { config, schema: { tags, querystring: opsAccountsQuerySchema, response: { 200: opsAccountListSchema } } },
    (request) => moneyOps.list(request.query),
  );

  app.get(
    '/ops/money/accounts/:id',
    { config, schema: { tags, params, response: { 200: opsAccountDetailSchema } } },
    (request) => moneyOps.get(request.params.id),
  );

  app.get(
    '/ops/money/accounts/:id/balance-log',
    { config, schema: { tags, params, querystring: logQuerySchema, response: { 200: balanceLogSchema } } },
    (request) => moneyOps.log(request.params.id, request.query),
  );

  app.post(
    '/ops/money/accounts/:id/adjustments',
    { config, schema: { tags, params, body: adjustmentBodySchema, response: { 201: journalResultSchema } } },
    (request, reply) =>
      idempotency.run(request, reply, 201, () =>
        moneyOps.adjust(signedInCaller(request).userId, request.params.id, request.body),
      ),
  );

  app.put(
    '/ops/money/accounts/:id/settings',
    { config, schema: { tags, params, body: moneySettingsBodySchema, response: { 200: opsAccountDetailSchema } } },
    (request) => moneyOps.saveSettings(request.params.id, request.body),
  );

  app.post(
    '/ops/money/journals/:id/reverse',
    { config, schema: { tags, params, response: { 201: journalResultSchema } } },
    (request, reply) =>
      idempotency.run(request, reply, 201, () => moneyOps.reverse(signedInCaller(request).userId, request.params.id)),
  );
};
