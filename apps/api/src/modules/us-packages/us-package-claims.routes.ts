import type { FastifyPluginAsync } from 'fastify';
import { opsPackageClaimsApi, unidentifiedPackagesApi } from '@cabinet/contracts/us-package-claims';
import { accountCaller, signedInCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import { sendUpload } from '../uploads/send-upload.ts';
import type { UsPackageClaimService } from './us-package-claims.service.ts';

/** Unidentified purchases: the seller's pool and claims, the desk's decisions (us-package-claims in the contracts). */
export const usPackageClaimRoutes: FastifyPluginAsync<{
  claims: UsPackageClaimService;
  idempotency: Idempotency;
}> = async (app, { claims, idempotency }) => {
  route(app, unidentifiedPackagesApi.list, (request) => claims.pool(accountCaller(request).accountId, request.query));

  route(app, unidentifiedPackagesApi.labelPhoto, async (request, reply) => {
    const image = await claims.labelPhoto(request.params.id);
    return reply
      .header('content-type', 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(image);
  });

  route(app, unidentifiedPackagesApi.claim, async (request, reply) => {
    const claim = await claims.claim(accountCaller(request), request.params.id, request.body);
    return reply.status(201).send(claim);
  });

  route(app, opsPackageClaimsApi.list, (request) => claims.list(request.query));

  route(app, opsPackageClaimsApi.file, async (request, reply) =>
    sendUpload(reply, await claims.file(request.params.id, request.params.filename)),
  );

  route(app, opsPackageClaimsApi.approve, (request, reply) =>
    idempotency.run(request, reply, 200, () => claims.approve(signedInCaller(request).userId, request.params.id)),
  );

  route(app, opsPackageClaimsApi.refuse, (request) =>
    claims.refuse(signedInCaller(request).userId, request.params.id, request.body.reason),
  );
};
