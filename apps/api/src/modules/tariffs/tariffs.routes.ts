import type { FastifyPluginAsync } from 'fastify';
import { tariffsApi } from '@cabinet/contracts/tariffs';
import { signedInCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { TariffService } from './tariffs.service.ts';

/** The public parcel calculator (§1, §2) and the operators' tariff editor (tariffsApi in the contracts). */
export const tariffRoutes: FastifyPluginAsync<{ tariffs: TariffService }> = async (app, { tariffs }) => {
  route(app, tariffsApi.calculate, (request) => tariffs.calculate(request.body));

  route(app, tariffsApi.tables, () => tariffs.tables());

  route(app, tariffsApi.table, (request) => tariffs.table(request.params.delivery_type, request.params.zone));

  route(app, tariffsApi.save, (request) =>
    tariffs.save(request.params.delivery_type, request.params.zone, request.body, signedInCaller(request).userId),
  );
};
