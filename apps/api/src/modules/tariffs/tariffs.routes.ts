import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calculatorBodySchema,
  calculatorResponseSchema,
  tariffParamsSchema,
  tariffTableBodySchema,
  tariffTableSchema,
  tariffTablesResponseSchema,
} from '@cabinet/contracts/tariffs';
import { signedInCaller } from '../../platform/auth/guard.ts';
import type { TariffService } from './tariffs.service.ts';

/** The public parcel calculator (§1, §2) and the operators' tariff editor. */
export const tariffRoutes: FastifyPluginAsyncZod<{ tariffs: TariffService }> = async (app, { tariffs }) => {
  app.post(
    '/calculator',
    {
      config: { access: 'public' },
      schema: { tags: ['calculator'], body: calculatorBodySchema, response: { 200: calculatorResponseSchema } },
    },
    (request) => tariffs.calculate(request.body),
  );

  const ops = { config: { access: 'operator' }, tags: ['ops'] } as const;
  app.get(
    '/ops/tariffs',
    { config: ops.config, schema: { tags: ops.tags, response: { 200: tariffTablesResponseSchema } } },
    () => tariffs.tables(),
  );

  app.get(
    '/ops/tariffs/:delivery_type/:zone',
    {
      config: ops.config,
      schema: { tags: ops.tags, params: tariffParamsSchema, response: { 200: tariffTableSchema } },
    },
    (request) => tariffs.table(request.params.delivery_type, request.params.zone),
  );

  app.put(
    '/ops/tariffs/:delivery_type/:zone',
    {
      config: ops.config,
      schema: {
        tags: ops.tags,
        params: tariffParamsSchema,
        body: tariffTableBodySchema,
        response: { 200: tariffTableSchema },
      },
    },
    (request) =>
      tariffs.save(request.params.delivery_type, request.params.zone, request.body, signedInCaller(request).userId),
  );
};
