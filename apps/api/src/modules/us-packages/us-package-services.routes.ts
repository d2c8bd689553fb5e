import type { FastifyPluginAsync } from 'fastify';
import { opsPackageServicesApi, packageServicesApi } from '@cabinet/contracts/us-package-services';
import { accountCaller, signedInCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { UsPackageServiceService } from './us-package-services.service.ts';

/** Extra services on packages: the seller asks and cancels, the warehouse does them (us-package-services). */
export const usPackageServiceRoutes: FastifyPluginAsync<{
  services: UsPackageServiceService;
  idempotency: Idempotency;
}> = async (app, { services, idempotency }) => {
  route(app, packageServicesApi.list, (request) => services.list(accountCaller(request).accountId, request.params.id));

  route(app, packageServicesApi.request, (request, reply) =>
    idempotency.run(request, reply, 201, () =>
      services.request(accountCaller(request), request.params.id, request.body.kind),
    ),
  );

  route(app, packageServicesApi.cancel, (request, reply) =>
    idempotency.run(request, reply, 200, () =>
      services.cancel(accountCaller(request), request.params.id, request.params.serviceId),
    ),
  );

  route(app, opsPackageServicesApi.list, (request) => services.requested(request.query));

  route(app, opsPackageServicesApi.done, (request, reply) =>
    idempotency.run(request, reply, 200, () => services.done(signedInCaller(request).userId, request.params.id)),
  );
};
