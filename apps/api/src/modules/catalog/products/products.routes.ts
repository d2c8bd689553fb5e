import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@cabinet/contracts/common';
import {
  productBodySchema,
  productImageParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
} from '@cabinet/contracts/products';
import { z } from 'zod';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { ProductService } from './products.service.ts';

const tags = ['products'];
const read = { permission: 'products.read' } as const;
const write = { permission: 'products.write' } as const;
const params = idParamsSchema;

/** §2 /products: the seller's catalogue and its pictures. */
export const productRoutes: FastifyPluginAsyncZod<{ products: ProductService }> = async (app, { products }) => {
  app.get(
    '/products',
    {
      config: read,
      schema: {
        tags,
        description: 'Search over SKU and both titles; a folder filter includes its sub-folders; newest first.',
        querystring: productListQuerySchema,
        response: { 200: productListSchema },
      },
    },
    (request) => products.list(accountCaller(request).accountId, request.query),
  );

  app.get('/products/:id', { config: read, schema: { tags, params, response: { 200: productSchema } } }, (request) =>
    products.get(accountCaller(request).accountId, request.params.id),
  );

  app.post(
    '/products',
    { config: write, schema: { tags, body: productBodySchema, response: { 201: productSchema } } },
    async (request, reply) => reply.status(201).send(await products.create(accountCaller(request), request.body)),
  );

  app.put(
    '/products/:id',
    { config: write, schema: { tags, params, body: productBodySchema, response: { 200: productSchema } } },
    (request) => products.update(accountCaller(request), request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    {
      config: write,
      schema: {
        tags,
        params,
        description: 'Deletes the product; one with stock is archived instead (it leaves every list).',
        response: { 200: okSchema.extend({ archived: z.boolean() }) },
      },
    },
    async (request) => ({ ok: true as const, ...(await products.remove(accountCaller(request), request.params.id)) }),
  );

  app.get(
    '/products/:id/images/:imageId/:size',
    { config: read, schema: { tags, params: productImageParamsSchema } },
    async (request, reply) => {
      const { id, imageId, size } = request.params;
      const found = await products.image(accountCaller(request).accountId, id, imageId, size);
      // The names are random and never reused: the browser may keep a copy for good, but only for this user.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', `"${found.name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(found.stream);
    },
  );
};
