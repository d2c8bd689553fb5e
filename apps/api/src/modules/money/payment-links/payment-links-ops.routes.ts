import type { FastifyPluginAsync } from 'fastify';
import { paymentLinksOpsApi } from '@cabinet/contracts/payment-links';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { PaymentLinksService } from './payment-links.service.ts';

/** The back office's review of payment links (paymentLinksOpsApi in the contracts). */
export const paymentLinkOpsRoutes: FastifyPluginAsync<{ links: PaymentLinksService }> = async (app, { links }) => {
  route(app, paymentLinksOpsApi.list, (request) => links.opsList(request.query));

  for (const action of ['accept', 'unblock'] as const) {
    route(app, paymentLinksOpsApi[action], (request) =>
      links.review(signedInCaller(request).userId, request.params.id, action),
    );
  }

  for (const action of ['decline', 'block'] as const) {
    route(app, paymentLinksOpsApi[action], (request) =>
      links.review(signedInCaller(request).userId, request.params.id, action, request.body.reason),
    );
  }
};
