import type { FastifyPluginAsync } from 'fastify';
import { opsStorageApi } from '@cabinet/contracts/warehouse-storage';
import { signedInCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { StorageChargeService } from './storage-charges.service.ts';
import type { StorageService } from './storage.service.ts';

/** Storage tariffs and the manual charge run on the API side (opsStorageApi in the contracts). */
export const storageOpsRoutes: FastifyPluginAsync<{
  storage: StorageService;
  charges: StorageChargeService;
}> = async (app, { storage, charges }) => {
  route(app, opsStorageApi.tariffs, () => storage.tariffs());

  route(app, opsStorageApi.saveTariffs, (request) => storage.saveTariffs(request.body, signedInCaller(request).userId));

  route(app, opsStorageApi.runCharges, (request) => charges.run(request.body.date));
};
