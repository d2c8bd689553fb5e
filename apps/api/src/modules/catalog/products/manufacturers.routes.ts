import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@cabinet/contracts/common';
import { manufacturerBodySchema, manufacturerListSchema, manufacturerSchema } from '@cabinet/contracts/products';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { ManufacturerService } from './manufacturers.service.ts';

const tags = ['products'];
const read = { permission: 'products.read' } as const;
const write = { permission: 'products.write' } as const;
const params = idParamsSchema;

/** §2 /products/manufacturers. */
export const manufacturerRoutes: FastifyPluginAsyncZod<{ manufacturers: ManufacturerService }> = async (
  app,
  { manufacturers },
) => {
  app.get(
    '/products/manufacturers',
    { config: read, schema: { tags, response: { 200: manufacturerListSchema } } },
    (request) => manufacturers.list(accountCaller(request).accountId),
  );

  app.post(
    '/products/manufacturers',
    { config: write, schema: { tags, body: manufacturerBodySchema, response: { 201: manufacturerSchema } } },
    async (request, reply) =>
      reply.status(201).send(await manufacturers.create(accountCaller(request).accountId, request.body)),
  );

  app.put(
    '/products/manufacturers/:id',
    { config: write, schema: { tags, params, body: manufacturerBodySchema, response: { 200: manufacturerSchema } } },
    (request) => manufacturers.update(accountCaller(request).accountId, request.params.id, request.body),
  );

  app.delete(
    '/products/manufacturers/:id',
    {
      config: write,
      schema: {
        tags,
        params,
        description: 'Products naming it stay, without a manufacturer.',
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await manufacturers.remove(accountCaller(request).accountId, request.params.id);
      return { ok: true as const };
    },
  );
};
