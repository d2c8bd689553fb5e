import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuerySchema } from '@cabinet/contracts/common';
import {
  clientInfoSchema,
  type ClientInfo,
  countriesResponseSchema,
  countryParamSchema,
  ratesResponseSchema,
  statesResponseSchema,
} from '@cabinet/contracts/reference';
import type { RatesService } from './rates.service.ts';
import { listCountries, listShippingCountries, listStates } from './reference.service.ts';

const tags = ['reference'];
const config = { access: 'public' } as const;

/** Public reference lists. A list's language is `?lang=`, else the request's (Accept-Language). */
export const referenceRoutes: FastifyPluginAsyncZod<{ rates: RatesService; clientInfo: ClientInfo }> = async (
  app,
  { rates, clientInfo },
) => {
  app.get('/info/client', { config, schema: { tags, response: { 200: clientInfoSchema } } }, () => clientInfo);

  app.get('/info/rates', { config, schema: { tags, response: { 200: ratesResponseSchema } } }, () => rates.current());

  app.get(
    '/info/countries/',
    { config, schema: { tags, querystring: langQuerySchema, response: { 200: countriesResponseSchema } } },
    (request) => listCountries(request.query.lang ?? request.lang),
  );

  app.get(
    '/shipping/get_countries',
    { config, schema: { tags, querystring: langQuerySchema, response: { 200: countriesResponseSchema } } },
    (request) => listShippingCountries(request.query.lang ?? request.lang),
  );

  app.get(
    '/shipping/get_states/:country',
    {
      config,
      schema: {
        tags,
        params: countryParamSchema,
        querystring: langQuerySchema,
        response: { 200: statesResponseSchema },
      },
    },
    (request) => listStates(request.params.country, request.query.lang ?? request.lang),
  );
};
