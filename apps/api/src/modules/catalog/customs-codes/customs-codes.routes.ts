import type { FastifyPluginAsync } from 'fastify';
import { customsCodesApi } from '@cabinet/contracts/customs-codes';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { CustomsCodeService } from './customs-codes.service.ts';

/** §7 `v2/products/uktved*` on the API side (customsCodesApi in the contracts). */
export const customsCodeRoutes: FastifyPluginAsync<{ customsCodes: CustomsCodeService }> = async (
  app,
  { customsCodes },
) => {
  route(app, customsCodesApi.roots, (request) => customsCodes.roots(request.query.lang));

  route(app, customsCodesApi.search, (request) => customsCodes.search(request.query));

  route(app, customsCodesApi.node, (request) => customsCodes.node(request.params.id, request.query.lang));
};
