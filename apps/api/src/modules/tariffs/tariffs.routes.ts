import type { FastifyPluginAsync } from 'fastify';
import { tariffVersionsApi } from '@cabinet/contracts/tariff-versions';
import { tariffsApi } from '@cabinet/contracts/tariffs';
import { signedInCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { TariffVersionService } from './tariff-versions.service.ts';
import type { TariffService } from './tariffs.service.ts';

/** The public parcel calculator (§1, §2) and the operators' dated rate tables (tariffsApi, tariffVersionsApi). */
export const tariffRoutes: FastifyPluginAsync<{ tariffs: TariffService; versions: TariffVersionService }> = async (
  app,
  { tariffs, versions },
) => {
  route(app, tariffsApi.calculate, (request) => tariffs.calculate(request.body));

  route(app, tariffsApi.tables, () => tariffs.tables());

  route(app, tariffsApi.table, (request) => tariffs.table(request.params.delivery_type, request.params.zone));

  route(app, tariffVersionsApi.preview, (request) =>
    versions.preview(request.params.delivery_type, request.params.zone, request.query),
  );

  route(app, tariffVersionsApi.history, (request) =>
    versions.history(request.params.delivery_type, request.params.zone),
  );

  route(app, tariffVersionsApi.save, (request) =>
    versions.save(request.params.delivery_type, request.params.zone, request.body, signedInCaller(request).userId),
  );

  route(app, tariffVersionsApi.cancel, (request) => {
    const { delivery_type, zone, id } = request.params;
    return versions.cancel(delivery_type, zone, id, signedInCaller(request).userId);
  });
};
