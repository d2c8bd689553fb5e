import type { FastifyPluginAsync } from 'fastify';
import { paymentLinksApi } from '@cabinet/contracts/payment-links';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { PaymentLinksService } from './payment-links.service.ts';

/** §2 /payment-links, /payment-links/new (paymentLinksApi in the contracts). */
export const paymentLinkRoutes: FastifyPluginAsync<{
  links: PaymentLinksService;
  idempotency: Idempotency;
}> = async (app, { links, idempotency }) => {
  route(app, paymentLinksApi.list, (request) => links.list(accountCaller(request).accountId, request.query));

  route(app, paymentLinksApi.create, (request, reply) => {
    const caller = accountCaller(request);
    return idempotency.run(request, reply, 201, () => links.create(caller.accountId, caller.userId, request.body));
  });

  route(app, paymentLinksApi.get, (request) => links.get(accountCaller(request).accountId, request.params.id));

  route(app, paymentLinksApi.deactivate, (request) =>
    links.deactivate(accountCaller(request).accountId, request.params.id),
  );
};
