import type { FastifyPluginAsync } from 'fastify';
import { categoriesApi } from '@cabinet/contracts/categories';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { CategoryService } from './categories.service.ts';

/** The product folders on the API side (categoriesApi in the contracts). */
export const categoryRoutes: FastifyPluginAsync<{ categories: CategoryService }> = async (app, { categories }) => {
  route(app, categoriesApi.tree, (request) => categories.tree(accountCaller(request).accountId));

  route(app, categoriesApi.create, async (request, reply) =>
    reply.status(201).send(await categories.create(accountCaller(request).accountId, request.body)),
  );

  route(app, categoriesApi.update, (request) =>
    categories.update(accountCaller(request).accountId, request.params.id, request.body),
  );

  route(app, categoriesApi.remove, (request) => categories.remove(accountCaller(request).accountId, request.params.id));
};
