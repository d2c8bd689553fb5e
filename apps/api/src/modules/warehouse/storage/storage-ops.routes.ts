import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  storageChargeRunBodySchema,
  storageChargeRunResultSchema,
  storageTariffsBodySchema,
  storageTariffsSchema,
} from '@cabinet/contracts/warehouse-storage';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import type { StorageChargeService } from './storage-charges.service.ts';
import type { StorageService } from './storage.service.ts';

const tags = ['ops'];
const config = { access: 'operator' } as const;

/** The back office: storage tariffs (warehouse groups) and a manual storage charge run. */
export const storageOpsRoutes: FastifyPluginAsyncZod<{
  storage: StorageService;
  charges: StorageChargeService;
}> = async (app, { storage, charges }) => {
  app.get('/ops/storage-tariffs', { config, schema: { tags, response: { 200: storageTariffsSchema } } }, () =>
    storage.tariffs(),
  );

  app.put(
    '/ops/storage-tariffs',
    { config, schema: { tags, body: storageTariffsBodySchema, response: { 200: storageTariffsSchema } } },
    (request) => storage.saveTariffs(request.body, signedInCaller(request).userId),
  );

  app.post(
    '/ops/storage-charges/run',
    {
      config,
      schema: {
        tags,
        description: 'Builds missing snapshots and charges the calendar month before `date` (default today).',
        body: storageChargeRunBodySchema,
        response: { 200: storageChargeRunResultSchema },
      },
    },
    (request) => charges.run(request.body.date),
  );
};
