import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stockListQuerySchema, stockListSchema } from '@cabinet/contracts/warehouse-stock';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { StockService } from './stock.service.ts';

const tags = ['warehouse'];
const read = { permission: 'warehouse.read' } as const;

/** §7 GET /warehouse/get_all_products (and its alias GET /warehouse): the seller's stock at the US warehouse. */
export const stockRoutes: FastifyPluginAsyncZod<{ stock: StockService }> = async (app, { stock }) => {
  for (const url of ['/warehouse/get_all_products', '/warehouse']) {
    app.get(
      url,
      { config: read, schema: { tags, querystring: stockListQuerySchema, response: { 200: stockListSchema } } },
      (request) => stock.list(accountCaller(request).accountId, request.query),
    );
  }
};
