import type { FastifyPluginAsync } from 'fastify';
import { withdrawalsOpsApi } from '@cabinet/contracts/withdrawals-ops';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { WithdrawalOpsService } from './withdrawals-ops.service.ts';

/** The back office's withdrawal desk (withdrawalsOpsApi in the contracts). */
export const withdrawalOpsRoutes: FastifyPluginAsync<{
  ops: WithdrawalOpsService;
  idempotency: Idempotency;
}> = async (app, { ops, idempotency }) => {
  route(app, withdrawalsOpsApi.list, (request) => ops.list(request.query));

  route(app, withdrawalsOpsApi.get, (request) => ops.get(request.params.id));

  route(app, withdrawalsOpsApi.pay, (request, reply) =>
    idempotency.run(request, reply, 200, () => ops.pay(signedInCaller(request).userId, request.params.id)),
  );

  route(app, withdrawalsOpsApi.reject, (request, reply) =>
    idempotency.run(request, reply, 200, () =>
      ops.reject(signedInCaller(request).userId, request.params.id, request.body.reason),
    ),
  );

  route(app, withdrawalsOpsApi.needsCorrection, (request, reply) =>
    idempotency.run(request, reply, 200, () =>
      ops.needsCorrection(signedInCaller(request).userId, request.params.id, request.body.reason),
    ),
  );

  route(app, withdrawalsOpsApi.methodSettings, () => ops.methodSettings());

  route(app, withdrawalsOpsApi.saveMethodSettings, (request) =>
    ops.saveMethodSettings(request.params.method, request.body),
  );
};
