import type { FastifyPluginAsync } from 'fastify';
import { stockApi } from '@cabinet/contracts/warehouse-stock';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { StockService } from './stock.service.ts';

/** The seller's stock on the API side (stockApi in the contracts): one list under both of its §7 names. */
export const stockRoutes: FastifyPluginAsync<{ stock: StockService }> = async (app, { stock }) => {
  for (const e of [stockApi.list, stockApi.listAlias]) {
    route(app, e, (request) => stock.list(accountCaller(request).accountId, request.query));
  }
};
