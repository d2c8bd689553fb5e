import type { FastifyPluginAsync } from 'fastify';
import { opsStockApi } from '@cabinet/contracts/warehouse-stock';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { Idempotency } from '../../../platform/idempotency/idempotency.ts';
import type { InboundService } from './inbound.service.ts';
import type { StockService } from './stock.service.ts';

/** The back office's warehouse desk on the API side (opsStockApi in the contracts). */
export const stockOpsRoutes: FastifyPluginAsync<{
  stock: StockService;
  inbound: InboundService;
  idempotency: Idempotency;
}> = async (app, { stock, inbound, idempotency }) => {
  route(app, opsStockApi.list, (request) => stock.opsList(request.query));

  route(app, opsStockApi.get, (request) => stock.opsGet(request.params.id));

  route(app, opsStockApi.movements, (request) => stock.movements(request.params.id, request.query));

  route(app, opsStockApi.adjust, (request, reply) =>
    idempotency.run(request, reply, 200, () =>
      stock.adjust(signedInCaller(request).userId, request.params.id, request.body),
    ),
  );

  route(app, opsStockApi.state, (request) =>
    stock.setState(request.params.id, request.body.state, request.body.reason),
  );

  route(app, opsStockApi.inbound, (request) => inbound.find(request.query.number));

  route(app, opsStockApi.receive, (request) =>
    inbound.receive(signedInCaller(request).userId, request.params.id, request.body),
  );
};
