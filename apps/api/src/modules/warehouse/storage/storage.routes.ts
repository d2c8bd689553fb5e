import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@cabinet/contracts/common';
import {
  storageCalculationSchema,
  storageChargeDetailSchema,
  storageChargeListSchema,
  storageChargesQuerySchema,
} from '@cabinet/contracts/warehouse-storage';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { StorageChargeService } from './storage-charges.service.ts';
import type { StorageService } from './storage.service.ts';

const tags = ['warehouse'];
const read = { permission: 'warehouse.read' } as const;

/** §2 /warehouse/calculator (the "sample data" tab is public) and /warehouse/charges, for the seller. */
export const storageRoutes: FastifyPluginAsyncZod<{ storage: StorageService; charges: StorageChargeService }> = async (
  app,
  { storage, charges },
) => {
  app.get(
    '/warehouse/calculator/sample',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'The storage calculator over a fixed sample shop, with the current tariffs and period.',
        response: { 200: storageCalculationSchema },
      },
    },
    () => storage.sample(),
  );

  app.get(
    '/warehouse/calculator/my',
    {
      config: read,
      schema: {
        tags,
        description: "The storage calculator over the seller's stock snapshots (as of the previous warehouse day).",
        response: { 200: storageCalculationSchema },
      },
    },
    (request) => storage.mine(accountCaller(request).accountId),
  );

  app.get(
    '/warehouse/charges',
    {
      config: read,
      schema: { tags, querystring: storageChargesQuerySchema, response: { 200: storageChargeListSchema } },
    },
    (request) => charges.list(accountCaller(request).accountId, request.query),
  );

  app.get(
    '/warehouse/charges/:id',
    { config: read, schema: { tags, params: idParamsSchema, response: { 200: storageChargeDetailSchema } } },
    (request) => charges.get(accountCaller(request).accountId, request.params.id),
  );
};
