import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  personalDataResponseSchema,
  personalDataSchema,
  updateProfileBodySchema,
  userSchema,
} from '@cabinet/contracts/user';
import { accountCaller } from '../../platform/auth/guard.ts';
import { toUser, type AccountService } from './account.service.ts';

const tags = ['user'];

export const accountRoutes: FastifyPluginAsyncZod<{ accounts: AccountService }> = async (app, { accounts }) => {
  // The guard has just read the user and account to authenticate: answer from those rows.
  app.get('/user/', { schema: { tags, response: { 200: userSchema } } }, (request) => {
    const caller = accountCaller(request);
    return toUser(caller.user, caller.account!);
  });

  app.patch('/user/', { schema: { tags, body: updateProfileBodySchema, response: { 200: userSchema } } }, (request) =>
    accounts.updateProfile(accountCaller(request).userId, request.body),
  );

  app.get(
    '/user/personal-data',
    { config: { permission: 'account.read' }, schema: { tags, response: { 200: personalDataResponseSchema } } },
    async (request) => ({ personal_data: await accounts.personalData(accountCaller(request).accountId) }),
  );

  app.put(
    '/user/personal-data',
    {
      config: { permission: 'account.write' },
      schema: { tags, body: personalDataSchema, response: { 200: personalDataResponseSchema } },
    },
    async (request) => ({
      personal_data: await accounts.savePersonalData(accountCaller(request).accountId, request.body),
    }),
  );
};
