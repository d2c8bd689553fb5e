import type { FastifyPluginAsync } from 'fastify';
import { feeCardsApi } from '@cabinet/contracts/fee-cards';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { FeeCardService } from './fee-cards.service.ts';

/** Virtual fee cards (feeCardsApi in the contracts). */
export const feeCardRoutes: FastifyPluginAsync<{ feeCards: FeeCardService; idempotency: Idempotency }> = async (
  app,
  { feeCards, idempotency },
) => {
  route(app, feeCardsApi.list, (request) => feeCards.list(accountCaller(request).accountId, request.query));

  route(app, feeCardsApi.get, (request) =>
    feeCards.get(accountCaller(request).accountId, request.params.id, request.query),
  );

  route(app, feeCardsApi.issue, (request, reply) => {
    const caller = accountCaller(request);
    return idempotency.run(request, reply, 201, () => feeCards.issue(caller.accountId, caller.userId, request.body));
  });

  route(app, feeCardsApi.topUp, (request, reply) => {
    const caller = accountCaller(request);
    return idempotency.run(request, reply, 201, () =>
      feeCards.topUp(caller.accountId, caller.userId, request.params.id, request.body.amount),
    );
  });

  route(app, feeCardsApi.freeze, (request) => feeCards.freeze(accountCaller(request).accountId, request.params.id));

  route(app, feeCardsApi.unfreeze, (request) => feeCards.unfreeze(accountCaller(request).accountId, request.params.id));

  route(app, feeCardsApi.close, (request, reply) => {
    const caller = accountCaller(request);
    return idempotency.run(request, reply, 200, () =>
      feeCards.close(caller.accountId, caller.userId, request.params.id),
    );
  });
};
