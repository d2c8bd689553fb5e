import type { FastifyPluginAsync } from 'fastify';
import { opsReturnsApi } from '@cabinet/contracts/returns-ops';
import { signedInCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import { sendUpload } from '../uploads/send-upload.ts';
import type { ReturnClaimService } from './return-claims.service.ts';
import type { ReturnOpsService } from './returns-ops.service.ts';

/** The back office's returns desk (opsReturnsApi in the contracts). */
export const returnOpsRoutes: FastifyPluginAsync<{
  ops: ReturnOpsService;
  claims: ReturnClaimService;
  idempotency: Idempotency;
}> = async (app, { ops, claims, idempotency }) => {
  route(app, opsReturnsApi.register, (request, reply) =>
    idempotency.run(request, reply, 201, () => ops.register(signedInCaller(request).userId, request.body)),
  );

  route(app, opsReturnsApi.list, (request) => ops.list(request.query));

  route(app, opsReturnsApi.claims, (request) => claims.list(request.query));

  route(app, opsReturnsApi.claimFile, async (request, reply) =>
    sendUpload(reply, await claims.file(request.params.id, request.params.filename)),
  );

  route(app, opsReturnsApi.approveClaim, (request) =>
    claims.approve(signedInCaller(request).userId, request.params.id),
  );

  route(app, opsReturnsApi.rejectClaim, (request) =>
    claims.reject(signedInCaller(request).userId, request.params.id, request.body.reason),
  );

  route(app, opsReturnsApi.get, (request) => ops.get(request.params.id));

  route(app, opsReturnsApi.markProcessed, (request) =>
    ops.markProcessed(signedInCaller(request).userId, request.params.id, request.body),
  );
};
