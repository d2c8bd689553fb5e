import type { FastifyPluginAsync } from 'fastify';
import { manufacturersApi } from '@cabinet/contracts/products';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { ManufacturerService } from './manufacturers.service.ts';

/** §2 /products/manufacturers on the API side (manufacturersApi in the contracts). */
export const manufacturerRoutes: FastifyPluginAsync<{ manufacturers: ManufacturerService }> = async (
  app,
  { manufacturers },
) => {
  route(app, manufacturersApi.list, (request) => manufacturers.list(accountCaller(request).accountId));

  route(app, manufacturersApi.create, async (request, reply) =>
    reply.status(201).send(await manufacturers.create(accountCaller(request).accountId, request.body)),
  );

  route(app, manufacturersApi.update, (request) =>
    manufacturers.update(accountCaller(request).accountId, request.params.id, request.body),
  );

  route(app, manufacturersApi.remove, async (request) => {
    await manufacturers.remove(accountCaller(request).accountId, request.params.id);
    return { ok: true as const };
  });
};
