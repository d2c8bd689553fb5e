import type { FastifyPluginAsync } from 'fastify';
import { accountApi } from '@cabinet/contracts/user';
import { accountCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { toUser, type AccountService } from './account.service.ts';

/** §7 "User" on the API side (accountApi in the contracts; /register is in auth.routes.ts). */
export const accountRoutes: FastifyPluginAsync<{ accounts: AccountService }> = async (app, { accounts }) => {
  // The guard has just read the user and account to authenticate: answer from those rows.
  route(app, accountApi.me, (request) => {
    const caller = accountCaller(request);
    return toUser(caller.user, caller.account!);
  });

  route(app, accountApi.updateProfile, (request) =>
    accounts.updateProfile(accountCaller(request).userId, request.body),
  );

  route(app, accountApi.personalData, async (request) => ({
    personal_data: await accounts.personalData(accountCaller(request).accountId),
  }));

  route(app, accountApi.savePersonalData, async (request) => ({
    personal_data: await accounts.savePersonalData(accountCaller(request).accountId, request.body),
  }));
};
