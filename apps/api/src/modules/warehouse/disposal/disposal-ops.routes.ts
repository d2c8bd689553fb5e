import type { FastifyPluginAsync } from 'fastify';
import { opsDisposalApi } from '@cabinet/contracts/disposal';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { DisposalService } from './disposal.service.ts';

/** The back office's disposal desk on the API side (opsDisposalApi in the contracts). */
export const disposalOpsRoutes: FastifyPluginAsync<{ disposal: DisposalService; idempotency: Idempotency }> = async (
  app,
  { disposal, idempotency },
) => {
  route(app, opsDisposalApi.list, (request) => disposal.opsList(request.query));

  route(app, opsDisposalApi.get, (request) => disposal.opsGet(request.params.id));

  route(app, opsDisposalApi.approve, (request) => disposal.approve(signedInCaller(request).userId, request.params.id));

  route(app, opsDisposalApi.reject, (request) =>
    disposal.reject(signedInCaller(request).userId, request.params.id, request.body.reason),
  );

  route(app, opsDisposalApi.complete, (request, reply) =>
    idempotency.run(request, reply, 200, () => disposal.complete(signedInCaller(request).userId, request.params.id)),
  );
};
