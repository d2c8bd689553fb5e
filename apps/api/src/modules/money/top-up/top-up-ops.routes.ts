import type { FastifyPluginAsync } from 'fastify';
import { topUpsOpsApi } from '@cabinet/contracts/top-up';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { MarketplacePayoutService } from './marketplace-payouts.service.ts';
import type { TopUpSettlement } from './top-up-settlement.ts';
import type { TopUpService } from './top-up.service.ts';

/** The back office's side of top-ups (topUpsOpsApi in the contracts). */
export const topUpOpsRoutes: FastifyPluginAsync<{
  topUps: TopUpService;
  settlement: TopUpSettlement;
  payouts: MarketplacePayoutService;
  idempotency: Idempotency;
}> = async (app, { topUps, settlement, payouts, idempotency }) => {
  route(app, topUpsOpsApi.list, (request) => topUps.opsList(request.query));

  route(app, topUpsOpsApi.confirm, (request, reply) =>
    idempotency.run(request, reply, 200, () =>
      settlement.confirmBankTransfer(signedInCaller(request).userId, request.params.id, request.body),
    ),
  );

  route(app, topUpsOpsApi.registerPayout, (request, reply) =>
    idempotency.run(request, reply, 201, () => payouts.register(request.body)),
  );
};
