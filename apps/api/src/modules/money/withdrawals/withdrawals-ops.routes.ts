import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  opsReasonBodySchema,
  opsWithdrawalListSchema,
  opsWithdrawalSchema,
  opsWithdrawalsQuerySchema,
  requisitesParamsSchema,
  withdrawalMethodSettingsBodySchema,
  withdrawalMethodSettingsListSchema,
} from '@cabinet/contracts/money-out';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { WithdrawalOpsService } from './withdrawals-ops.service.ts';

const tags = ['ops'];
const config = { access: 'operator' } as const;
const params = idParamsSchema;
const response = { 200: opsWithdrawalSchema };

/** The back office's withdrawal desk: the queue, pay, reject, ask for corrected details; method limits and fees. */
export const withdrawalOpsRoutes: FastifyPluginAsyncZod<{
  ops: WithdrawalOpsService;
  idempotency: Idempotency;
}> = async (app, { ops, idempotency }) => {
  app.get(
    '/ops/money/withdrawals',
    {
      config,
      schema: { tags, querystring: opsWithdrawalsQuerySchema, response: { 200: opsWithdrawalListSchema } },
    },
    (request) => ops.list(request.query),
  );

  app.get('/ops/money/withdrawals/:id', { config, schema: { tags, params, response } }, (request) =>
    ops.get(request.params.id),
  );

  app.post('/ops/money/withdrawals/:id/pay', { config, schema: { tags, params, response } }, (request, reply) =>
    idempotency.run(request, reply, 200, () => ops.pay(signedInCaller(request).userId, request.params.id)),
  );

  app.post(
    '/ops/money/withdrawals/:id/reject',
    { config, schema: { tags, params, body: opsReasonBodySchema, response } },
    (request, reply) =>
      idempotency.run(request, reply, 200, () =>
        ops.reject(signedInCaller(request).userId, request.params.id, request.body.reason),
      ),
  );

  app.post(
    '/ops/money/withdrawals/:id/needs-correction',
    { config, schema: { tags, params, body: opsReasonBodySchema, response } },
    (request, reply) =>
      idempotency.run(request, reply, 200, () =>
        ops.needsCorrection(signedInCaller(request).userId, request.params.id, request.body.reason),
      ),
  );

  app.get(
    '/ops/money/withdrawal-methods',
    { config, schema: { tags, response: { 200: withdrawalMethodSettingsListSchema } } },
    () => ops.methodSettings(),
  );

  app.put(
    '/ops/money/withdrawal-methods/:method',
    {
      config,
      schema: {
        tags,
        params: requisitesParamsSchema,
        body: withdrawalMethodSettingsBodySchema,
        response: { 200: withdrawalMethodSettingsListSchema },
      },
    },
    (request) => ops.saveMethodSettings(request.params.method, request.body),
  );
};
