import type { FastifyPluginAsync } from 'fastify';
import { withdrawalsApi } from '@cabinet/contracts/withdrawals';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

/** §2 /get-money and /withdrawal-agreements on the API side (withdrawalsApi in the contracts). */
export const withdrawalRoutes: FastifyPluginAsync<{
  withdrawals: WithdrawalsService;
  idempotency: Idempotency;
}> = async (app, { withdrawals, idempotency }) => {
  route(app, withdrawalsApi.methods, (request) => withdrawals.methods(accountCaller(request).accountId));

  route(app, withdrawalsApi.quote, (request) =>
    withdrawals.quote(accountCaller(request).accountId, request.query.method, request.query.amount),
  );

  route(app, withdrawalsApi.agreement, (request) =>
    withdrawals.agreement(accountCaller(request).accountId, request.lang),
  );

  route(app, withdrawalsApi.acceptAgreement, (request) =>
    withdrawals.acceptAgreement(accountCaller(request), request.lang),
  );

  route(app, withdrawalsApi.list, (request) => withdrawals.list(accountCaller(request).accountId, request.query));

  route(app, withdrawalsApi.get, (request) => withdrawals.get(accountCaller(request).accountId, request.params.id));

  route(app, withdrawalsApi.create, (request, reply) =>
    idempotency.run(request, reply, 201, () => withdrawals.create(accountCaller(request), request.body)),
  );

  route(app, withdrawalsApi.cancel, (request, reply) =>
    idempotency.run(request, reply, 200, () => withdrawals.cancel(accountCaller(request), request.params.id)),
  );

  route(app, withdrawalsApi.resubmit, (request, reply) =>
    idempotency.run(request, reply, 200, () => withdrawals.resubmit(accountCaller(request), request.params.id)),
  );
};
