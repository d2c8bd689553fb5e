import type { FastifyPluginAsync } from 'fastify';
import { returnsApi } from '@cabinet/contracts/returns';
import { accountCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../platform/idempotency/idempotency.ts';
import type { ReturnClaimService } from './return-claims.service.ts';
import type { ReturnService } from './returns.service.ts';

/** §2 /shipments/returns and /shipments/returns/unidentified, for the seller (returnsApi in the contracts). */
export const returnRoutes: FastifyPluginAsync<{
  returns: ReturnService;
  claims: ReturnClaimService;
  idempotency: Idempotency;
}> = async (app, { returns, claims, idempotency }) => {
  route(app, returnsApi.list, (request) => returns.list(accountCaller(request).accountId, request.query));

  route(app, returnsApi.unidentified, (request) =>
    claims.unidentified(accountCaller(request).accountId, request.query),
  );

  route(app, returnsApi.unidentifiedOne, (request) =>
    claims.unidentifiedOne(accountCaller(request).accountId, request.params.id),
  );

  route(app, returnsApi.get, (request) => returns.get(accountCaller(request).accountId, request.params.id));

  route(app, returnsApi.decide, (request, reply) =>
    idempotency.run(request, reply, 200, () => returns.decide(accountCaller(request), request.params.id, request.body)),
  );

  route(app, returnsApi.claim, async (request, reply) =>
    reply.status(201).send(await claims.claim(accountCaller(request), request.params.id, request.body)),
  );
};
