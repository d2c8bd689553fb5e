import type { FastifyPluginAsync } from 'fastify';
import { requisitesApi } from '@cabinet/contracts/withdrawals';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { RequisitesService } from './requisites.service.ts';

/** §2 /requisites/{method} (requisitesApi in the contracts). */
export const requisitesRoutes: FastifyPluginAsync<{ requisites: RequisitesService }> = async (app, { requisites }) => {
  route(app, requisitesApi.get, (request) => requisites.get(accountCaller(request).accountId, request.params.method));

  route(app, requisitesApi.saveCard, (request) => requisites.saveCard(accountCaller(request), request.body));

  route(app, requisitesApi.saveBank, (request) => requisites.saveBank(accountCaller(request), request.body));

  route(app, requisitesApi.saveWallet, (request) =>
    requisites.saveWallet(accountCaller(request), request.body.wallet_account_id),
  );
};
