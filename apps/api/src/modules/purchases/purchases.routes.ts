import type { FastifyPluginAsync } from 'fastify';
import { purchasesOpsApi } from '@cabinet/contracts/purchases-ops';
import { purchasesApi } from '@cabinet/contracts/purchases';
import { accountCaller, signedInCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { PurchaseServices } from './purchases.module.ts';

/** Buy for me on the API side: the seller's requests (purchasesApi) and the desk (purchasesOpsApi). */
export const purchasesRoutes: FastifyPluginAsync<{ purchases: PurchaseServices; idempotency: Idempotency }> = async (
  app,
  { purchases: { service, ops }, idempotency },
) => {
  route(app, purchasesApi.create, async (request, reply) =>
    reply.status(201).send(await service.create(accountCaller(request), request.body)),
  );
  route(app, purchasesApi.list, (request) => service.list(accountCaller(request).accountId, request.query));
  route(app, purchasesApi.get, (request) => service.get(accountCaller(request).accountId, request.params.id));
  route(app, purchasesApi.pay, (request, reply) =>
    idempotency.run(request, reply, 200, () => service.pay(accountCaller(request), request.params.id)),
  );
  route(app, purchasesApi.cancel, (request, reply) =>
    idempotency.run(request, reply, 200, () => service.cancel(accountCaller(request), request.params.id)),
  );

  route(app, purchasesOpsApi.list, (request) => ops.list(request.query));
  route(app, purchasesOpsApi.get, (request) => ops.get(request.params.id));
  route(app, purchasesOpsApi.quote, (request) =>
    ops.quote(signedInCaller(request).userId, request.params.id, request.body),
  );
  route(app, purchasesOpsApi.buy, (request, reply) =>
    idempotency.run(request, reply, 200, () =>
      ops.buy(signedInCaller(request).userId, request.params.id, request.body),
    ),
  );
  route(app, purchasesOpsApi.move, (request) => ops.move(request.params.id, request.body.status));
  route(app, purchasesOpsApi.cancel, (request, reply) =>
    idempotency.run(request, reply, 200, () => ops.cancel(signedInCaller(request).userId, request.params.id)),
  );
  route(app, purchasesOpsApi.refund, (request, reply) =>
    idempotency.run(request, reply, 200, () => ops.refund(signedInCaller(request).userId, request.params.id)),
  );
};
