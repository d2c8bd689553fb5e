import type { FastifyPluginAsync } from 'fastify';
import { addressFieldRules, addressesApi, bookTypes, variationTypes } from '@cabinet/contracts/addresses';
import { accountCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { AddressService } from './addresses.service.ts';

/** §7 "Address book" on the API side (addressesApi in the contracts). */
export const addressRoutes: FastifyPluginAsync<{ addresses: AddressService }> = async (app, { addresses }) => {
  route(app, addressesApi.modules, () => ({
    modules: bookTypes.map((book_type) => ({ book_type, variation_types: [...variationTypes] })),
  }));

  route(app, addressesApi.fields, (request) => ({
    fields: addressFieldRules(request.params.type, request.query.book_type, request.query.country),
  }));

  route(app, addressesApi.list, (request) => addresses.list(accountCaller(request).accountId, request.query));

  route(app, addressesApi.create, async (request, reply) =>
    reply
      .status(201)
      .send({ address_book_item: await addresses.create(accountCaller(request).accountId, request.body) }),
  );

  route(app, addressesApi.get, async (request) => ({
    address_book_item: await addresses.get(accountCaller(request).accountId, request.params.id),
  }));

  route(app, addressesApi.update, async (request) => ({
    address_book_item: await addresses.update(accountCaller(request).accountId, request.params.id, request.body),
  }));

  route(app, addressesApi.remove, async (request) => {
    await addresses.remove(accountCaller(request).accountId, request.params.id);
    return { ok: true as const };
  });
};
