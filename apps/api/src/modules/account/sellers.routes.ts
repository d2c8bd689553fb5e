import type { FastifyPluginAsync } from 'fastify';
import { sellersOpsApi } from '@cabinet/contracts/sellers';
import { route } from '../../platform/http/endpoint-route.ts';
import type { SellersService } from './sellers.service.ts';

/** The head of the back office's seller page (sellersOpsApi in the contracts). */
export const sellersRoutes: FastifyPluginAsync<{ sellers: SellersService }> = async (app, { sellers }) => {
  route(app, sellersOpsApi.get, (request) => sellers.get(request.params.id));
};
