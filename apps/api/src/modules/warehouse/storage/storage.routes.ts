import type { FastifyPluginAsync } from 'fastify';
import { storageApi } from '@cabinet/contracts/warehouse-storage';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { StorageChargeService } from './storage-charges.service.ts';
import type { StorageService } from './storage.service.ts';

/** The storage calculator and charges on the API side (storageApi in the contracts). */
export const storageRoutes: FastifyPluginAsync<{ storage: StorageService; charges: StorageChargeService }> = async (
  app,
  { storage, charges },
) => {
  route(app, storageApi.sample, () => storage.sample());

  route(app, storageApi.mine, (request) => storage.mine(accountCaller(request).accountId));

  route(app, storageApi.charges, (request) => charges.list(accountCaller(request).accountId, request.query));

  route(app, storageApi.charge, (request) => charges.get(accountCaller(request).accountId, request.params.id));
};
