import type { FastifyPluginAsync } from 'fastify';
import { transfersApi } from '@cabinet/contracts/transfers';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { TransfersService } from './transfers.service.ts';

/** §2 /send-money on the API side (transfersApi in the contracts). */
export const transferRoutes: FastifyPluginAsync<{ transfers: TransfersService; idempotency: Idempotency }> = async (
  app,
  { transfers, idempotency },
) => {
  route(app, transfersApi.recipient, (request) =>
    transfers.recipient(accountCaller(request).accountId, request.query.query),
  );

  route(app, transfersApi.list, (request) => transfers.list(accountCaller(request).accountId, request.query));

  route(app, transfersApi.create, (request, reply) =>
    idempotency.run(request, reply, 201, () => transfers.create(accountCaller(request), request.body)),
  );
};
