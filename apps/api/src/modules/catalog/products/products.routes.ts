import type { FastifyPluginAsync } from 'fastify';
import { productsApi } from '@cabinet/contracts/products';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { ProductService } from './products.service.ts';

/** §2 /products on the API side (productsApi in the contracts). */
export const productRoutes: FastifyPluginAsync<{ products: ProductService }> = async (app, { products }) => {
  route(app, productsApi.list, (request) => products.list(accountCaller(request).accountId, request.query));

  route(app, productsApi.get, (request) => products.get(accountCaller(request).accountId, request.params.id));

  route(app, productsApi.create, async (request, reply) =>
    reply.status(201).send(await products.create(accountCaller(request), request.body)),
  );

  route(app, productsApi.update, (request) => products.update(accountCaller(request), request.params.id, request.body));

  route(app, productsApi.remove, async (request) => ({
    ok: true as const,
    ...(await products.remove(accountCaller(request), request.params.id)),
  }));

  route(app, productsApi.image, async (request, reply) => {
    const { id, imageId, size } = request.params;
    const found = await products.image(accountCaller(request).accountId, id, imageId, size);
    // The names are random and never reused: the browser may keep a copy for good, but only for this user.
    return reply
      .header('content-type', productsApi.image.file)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('etag', `"${found.name}"`)
      .header('x-content-type-options', 'nosniff')
      .send(found.stream);
  });
};
