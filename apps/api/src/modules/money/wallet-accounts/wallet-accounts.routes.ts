import type { FastifyPluginAsync } from 'fastify';
import { walletAccountsApi } from '@cabinet/contracts/wallet-accounts';
import { accountCaller } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { WalletAccountsService } from './wallet-accounts.service.ts';

/** §2 /payoneer-accounts: wallet provider accounts (walletAccountsApi in the contracts). */
export const walletAccountRoutes: FastifyPluginAsync<{ wallets: WalletAccountsService }> = async (app, { wallets }) => {
  route(app, walletAccountsApi.list, (request) => wallets.list(accountCaller(request).accountId));

  route(app, walletAccountsApi.get, (request) => wallets.get(accountCaller(request).accountId, request.params.id));

  route(app, walletAccountsApi.link, async (request, reply) =>
    reply.status(201).send(await wallets.link(accountCaller(request), request.body.email)),
  );

  route(app, walletAccountsApi.activate, (request) =>
    wallets.activate(accountCaller(request), request.params.id, request.body.code),
  );

  route(app, walletAccountsApi.resendCode, async (request) => {
    await wallets.resendCode(accountCaller(request), request.params.id);
    return { ok: true as const };
  });

  route(app, walletAccountsApi.unlink, async (request) => {
    await wallets.unlink(accountCaller(request).accountId, request.params.id);
    return { ok: true as const };
  });
};
