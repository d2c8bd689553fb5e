import type { FastifyPluginAsync } from 'fastify';
import { shopsApi } from '@cabinet/contracts/shops';
import { accountCaller, signedInCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { ConnectionRequestsService } from './connection-requests.service.ts';
import type { ShopsOpsService } from './shops-ops.service.ts';
import type { ShopsService } from './shops.service.ts';

/** §2 shop connections, §7 finish-integration, §9 connection requests, and the operators' shops desk. */
export const shopsRoutes: FastifyPluginAsync<{
  shops: ShopsService;
  requests: ConnectionRequestsService;
  ops: ShopsOpsService;
}> = async (app, { shops, requests, ops }) => {
  route(app, shopsApi.list, (request) => shops.overview(accountCaller(request).accountId, request.lang));
  route(app, shopsApi.connect, (request) => shops.start(accountCaller(request).accountId, request.body));
  route(app, shopsApi.finish, (request) =>
    shops.finish(accountCaller(request).accountId, request.params.type, request.body.params, request.lang),
  );
  route(app, shopsApi.update, (request) =>
    shops.update(accountCaller(request).accountId, request.params.id, request.body, request.lang),
  );
  route(app, shopsApi.remove, async (request, reply) => {
    await shops.unlink(accountCaller(request).accountId, request.params.id);
    return reply.status(204).send();
  });
  route(app, shopsApi.sync, async (request, reply) =>
    reply.status(202).send(await shops.sync(accountCaller(request).accountId, request.params.id, request.lang)),
  );
  route(app, shopsApi.requests, (request) => requests.requests(accountCaller(request).accountId));
  route(app, shopsApi.request, async (request, reply) =>
    reply.status(201).send(await requests.request(accountCaller(request).accountId, request.body)),
  );
  route(app, shopsApi.opsShops, (request) => ops.opsShops(request.query, request.lang));
  route(app, shopsApi.opsSync, async (request, reply) =>
    reply.status(202).send(await ops.opsSync(request.params.id, request.lang)),
  );
  route(app, shopsApi.opsRequests, (request) => requests.opsRequests(request.query));
  route(app, shopsApi.opsAnswer, (request) =>
    requests.answer(signedInCaller(request).userId, request.params.id, request.body),
  );
};
