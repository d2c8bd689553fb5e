import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryBodySchema, categoryTreeSchema } from '@cabinet/contracts/categories';
import { idParamsSchema } from '@cabinet/contracts/common';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { CategoryService } from './categories.service.ts';

const tags = ['warehouse'];
// The folders organise the seller's products (§2 /products), so they follow the products permissions.
const read = { permission: 'products.read' } as const;
const write = { permission: 'products.write' } as const;
const params = idParamsSchema;
const response = { 200: categoryTreeSchema };

/** §7 `GET /warehouse/get_tree`, `POST`/`PUT /warehouse/categories`; every write answers the new tree. */
export const categoryRoutes: FastifyPluginAsyncZod<{ categories: CategoryService }> = async (app, { categories }) => {
  app.get('/warehouse/get_tree', { config: read, schema: { tags, response } }, (request) =>
    categories.tree(accountCaller(request).accountId),
  );

  app.post(
    '/warehouse/categories',
    { config: write, schema: { tags, body: categoryBodySchema, response: { 201: categoryTreeSchema } } },
    async (request, reply) =>
      reply.status(201).send(await categories.create(accountCaller(request).accountId, request.body)),
  );

  app.put(
    '/warehouse/categories/:id',
    {
      config: write,
      schema: { tags, params, body: categoryBodySchema, description: 'Rename and/or move (parent_id).', response },
    },
    (request) => categories.update(accountCaller(request).accountId, request.params.id, request.body),
  );

  app.delete(
    '/warehouse/categories/:id',
    {
      config: write,
      schema: {
        tags,
        params,
        description: 'Deletes the folder and its sub-folders; their products become uncategorised.',
        response,
      },
    },
    (request) => categories.remove(accountCaller(request).accountId, request.params.id),
  );
};
