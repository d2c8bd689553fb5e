import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ratesResponseSchema } from '@cabinet/contracts/reference';
import type { RatesService } from './rates.service.ts';

export const referenceRoutes: FastifyPluginAsyncZod<{ rates: RatesService }> = async (app, { rates }) => {
  app.get('/info/rates', { config: { access: 'public' }, schema: { tags: ['reference'], response: { 200: ratesResponseSchema } } }, () =>
    rates.current(),
  );
};
