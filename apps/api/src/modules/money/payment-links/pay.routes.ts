import type { FastifyPluginAsync } from 'fastify';
import { payApi } from '@cabinet/contracts/payment-links';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { PayService } from './pay.service.ts';

/** The buyer's public pay page (payApi in the contracts). */
export const payRoutes: FastifyPluginAsync<{ pay: PayService }> = async (app, { pay }) => {
  route(app, payApi.view, (request) => pay.view(request.params.code));

  route(app, payApi.start, async (request, reply) => {
    const { created, payment } = await pay.start(request.params.code, request.body, request.lang);
    return reply.status(created ? 201 : 200).send(payment);
  });

  route(app, payApi.status, (request) => pay.status(request.params.code, request.params.reference));
};
