import type { FastifyPluginAsync } from 'fastify';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { MoneyOpsService } from './money-ops.service.ts';

/** The back office's money desk (moneyOpsApi in the contracts). */
export const moneyOpsRoutes: FastifyPluginAsync<{ moneyOps: MoneyOpsService; idempotency: Idempotency }> = async (
  app,
  { moneyOps, idempotency },
) => {
  route(app, moneyOpsApi.accounts, (request) => moneyOps.list(request.query));

  route(app, moneyOpsApi.account, (request) => moneyOps.get(request.params.id));

  route(app, moneyOpsApi.balanceLog, (request) => moneyOps.log(request.params.id, request.query));

  // 201 posted; 202 waiting for a second operator's approval.
  route(app, moneyOpsApi.adjust, (request, reply) =>
    idempotency.run(
      request,
      reply,
      (result) => (result.journal_id === null ? 202 : 201),
      () => moneyOps.adjust(signedInCaller(request).userId, request.params.id, request.body),
    ),
  );

  route(app, moneyOpsApi.saveSettings, (request) => moneyOps.saveSettings(request.params.id, request.body));

  route(app, moneyOpsApi.reverse, (request, reply) =>
    idempotency.run(request, reply, 201, () => moneyOps.reverse(signedInCaller(request).userId, request.params.id)),
  );
};
