import type { FastifyPluginAsync } from 'fastify';
import { cashbackApi } from '@cabinet/contracts/cashback';
import { accountCaller, signedInCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { CashbackService } from './cashback.service.ts';

/** §2 /cashback and the operators' rates (cashbackApi in the contracts). */
export const cashbackRoutes: FastifyPluginAsync<{ cashback: CashbackService; idempotency: Idempotency }> = async (
  app,
  { cashback, idempotency },
) => {
  route(app, cashbackApi.get, (request) => cashback.get(accountCaller(request).accountId, request.query));

  route(app, cashbackApi.redeem, (request, reply) => {
    const caller = accountCaller(request);
    return idempotency.run(request, reply, 201, () =>
      cashback.redeem(caller.accountId, caller.userId, request.body.amount),
    );
  });

  route(app, cashbackApi.rules, () => cashback.rules());

  route(app, cashbackApi.saveRules, (request) => cashback.saveRules(signedInCaller(request).userId, request.body));

  route(app, cashbackApi.charge, (request, reply) =>
    idempotency.run(request, reply, 201, () =>
      cashback.charge(signedInCaller(request).userId, request.params.id, request.body),
    ),
  );
};
