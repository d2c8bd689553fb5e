import type { FastifyPluginAsync } from 'fastify';
import { disposalApi } from '@cabinet/contracts/disposal';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { DisposalService } from './disposal.service.ts';

/** The seller's disposal requests on the API side (disposalApi in the contracts). */
export const disposalRoutes: FastifyPluginAsync<{ disposal: DisposalService; idempotency: Idempotency }> = async (
  app,
  { disposal, idempotency },
) => {
  route(app, disposalApi.statuses, (request) => disposal.statuses(request.lang));

  route(app, disposalApi.list, (request) => disposal.list(accountCaller(request).accountId, request.query));

  route(app, disposalApi.get, (request) => disposal.get(accountCaller(request).accountId, request.params.id));

  route(app, disposalApi.create, (request, reply) =>
    idempotency.run(request, reply, 201, () => disposal.create(accountCaller(request), request.body)),
  );

  route(app, disposalApi.cancel, (request) => disposal.cancel(accountCaller(request).accountId, request.params.id));
};
