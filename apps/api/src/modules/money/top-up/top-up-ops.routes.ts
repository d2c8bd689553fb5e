import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  marketplacePayoutBodySchema,
  marketplacePayoutSchema,
  opsTopUpListSchema,
  opsTopUpSchema,
  opsTopUpsQuerySchema,
} from '@cabinet/contracts/money-in';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { MarketplacePayoutService } from './marketplace-payouts.service.ts';
import type { TopUpSettlement } from './top-up-settlement.ts';
import type { TopUpService } from './top-up.service.ts';

const tags = ['ops'];
const config = { access: 'operator' } as const;

/** The back office's side of money in: bank transfers to confirm, marketplace payouts to register. */
export const topUpOpsRoutes: FastifyPluginAsyncZod<{
  topUps: TopUpService;
  settlement: TopUpSettlement;
  payouts: MarketplacePayoutService;
  idempotency: Idempotency;
}> = async (app, { topUps, settlement, payouts, idempotency }) => {
  app.get(
    '/ops/money/top-ups',
    { config, schema: { tags, querystring: opsTopUpsQuerySchema, response: { 200: opsTopUpListSchema } } },
    (request) => topUps.opsList(request.query),
  );

  app.post(
    '/ops/money/top-ups/:id/confirm',
    { config, schema: { tags, params: idParamsSchema, response: { 200: opsTopUpSchema } } },
    (request, reply) =>
      idempotency.run(request, reply, 200, () =>
        settlement.confirmBankTransfer(signedInCaller(request).userId, request.params.id),
      ),
  );

  app.post(
    '/ops/money/marketplace-payouts',
    { config, schema: { tags, body: marketplacePayoutBodySchema, response: { 201: marketplacePayoutSchema } } },
    (request, reply) => idempotency.run(request, reply, 201, () => payouts.register(request.body)),
  );
};
