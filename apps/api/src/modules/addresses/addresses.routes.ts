import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressBodySchema,
  addressFieldRules,
  addressFieldsParamsSchema,
  addressFieldsQuerySchema,
  addressFieldsSchema,
  addressIdParamsSchema,
  addressItemSchema,
  addressListQuerySchema,
  addressListSchema,
  addressModulesSchema,
  bookTypes,
  variationTypes,
} from '@cabinet/contracts/addresses';
import { okSchema } from '@cabinet/contracts/common';
import { accountCaller } from '../../platform/auth/guard.ts';
import type { AddressService } from './addresses.service.ts';

const tags = ['addresses'];
const read = { permission: 'addresses.read' } as const;
const write = { permission: 'addresses.write' } as const;
const params = addressIdParamsSchema;
const item = { 200: addressItemSchema };

/** §7 "Address book", under the spec's paths; DELETE is ours (the spec lists no way to remove an entry). */
export const addressRoutes: FastifyPluginAsyncZod<{ addresses: AddressService }> = async (app, { addresses }) => {
  app.get('/user/book/modules', { config: read, schema: { tags, response: { 200: addressModulesSchema } } }, () => ({
    modules: bookTypes.map((book_type) => ({ book_type, variation_types: [...variationTypes] })),
  }));

  app.get(
    '/user/book/fields/:type/data',
    {
      config: read,
      schema: {
        tags,
        params: addressFieldsParamsSchema,
        querystring: addressFieldsQuerySchema,
        response: { 200: addressFieldsSchema },
      },
    },
    (request) => ({
      fields: addressFieldRules(request.params.type, request.query.book_type, request.query.country),
    }),
  );

  app.get(
    '/user/book',
    { config: read, schema: { tags, querystring: addressListQuerySchema, response: { 200: addressListSchema } } },
    (request) => addresses.list(accountCaller(request).accountId, request.query),
  );

  app.post(
    '/user/book/',
    { config: write, schema: { tags, body: addressBodySchema, response: { 201: addressItemSchema } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ address_book_item: await addresses.create(accountCaller(request).accountId, request.body) }),
  );

  app.get('/user/book/:id', { config: read, schema: { tags, params, response: item } }, async (request) => ({
    address_book_item: await addresses.get(accountCaller(request).accountId, request.params.id),
  }));

  app.put(
    '/user/book/:id',
    { config: write, schema: { tags, params, body: addressBodySchema, response: item } },
    async (request) => ({
      address_book_item: await addresses.update(accountCaller(request).accountId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/user/book/:id',
    { config: write, schema: { tags, params, response: { 200: okSchema } } },
    async (request) => {
      await addresses.remove(accountCaller(request).accountId, request.params.id);
      return { ok: true as const };
    },
  );
};
