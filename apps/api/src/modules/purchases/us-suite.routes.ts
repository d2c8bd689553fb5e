import type { FastifyPluginAsync } from 'fastify';
import { usAddress, usSuiteApi } from '@cabinet/contracts/us-suite';
import { accountCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';

/** The seller's US suite (issue 24): the warehouse address with their suite, under the signed-in user's name. */
export const usSuiteRoutes: FastifyPluginAsync<{ warehouseAddress: string }> = async (app, { warehouseAddress }) => {
  route(app, usSuiteApi.mine, (request) => {
    const caller = accountCaller(request);
    const name = `${caller.user.first_name} ${caller.user.last_name}`;
    return usAddress(warehouseAddress, caller.accountId, name);
  });
};
