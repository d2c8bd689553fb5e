import type { FastifyPluginAsync } from 'fastify';
import { referenceApi, type ClientInfo } from '@cabinet/contracts/reference';
import { route } from '../../platform/http/endpoint-route.ts';
import type { RatesService } from './rates.service.ts';
import { listCountries, listShippingCountries, listStates } from './reference.service.ts';

/** Public reference lists on the API side (referenceApi in the contracts). */
export const referenceRoutes: FastifyPluginAsync<{ rates: RatesService; clientInfo: ClientInfo }> = async (
  app,
  { rates, clientInfo },
) => {
  route(app, referenceApi.clientInfo, () => clientInfo);

  route(app, referenceApi.rates, () => rates.current());

  route(app, referenceApi.countries, (request) => listCountries(request.query.lang ?? request.lang));

  route(app, referenceApi.shippingCountries, (request) => listShippingCountries(request.query.lang ?? request.lang));

  route(app, referenceApi.states, (request) => listStates(request.params.country, request.query.lang ?? request.lang));
};
