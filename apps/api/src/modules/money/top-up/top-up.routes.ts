import type { FastifyPluginAsync } from 'fastify';
import { topUpsApi } from '@cabinet/contracts/top-up';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import { sendPdf } from '../../../platform/http/send-pdf.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { TopUpService } from './top-up.service.ts';

/** §2 /money-in and /money-in/checkout (topUpsApi in the contracts). */
export const topUpRoutes: FastifyPluginAsync<{ topUps: TopUpService; idempotency: Idempotency }> = async (
  app,
  { topUps, idempotency },
) => {
  route(app, topUpsApi.methods, () => topUps.methods());

  route(app, topUpsApi.create, (request, reply) =>
    idempotency.run(request, reply, 201, () => topUps.create(accountCaller(request), request.body, request.lang)),
  );

  route(app, topUpsApi.list, (request) => topUps.list(accountCaller(request).accountId, request.query));

  route(app, topUpsApi.get, (request) => topUps.get(accountCaller(request).accountId, request.params.id));

  route(app, topUpsApi.invoicePdf, async (request, reply) => {
    const { pdf, reference } = await topUps.invoicePdf(
      accountCaller(request).accountId,
      request.params.id,
      request.lang,
    );
    return sendPdf(reply, { pdf, filename: `invoice-${reference}.pdf` });
  });
};
