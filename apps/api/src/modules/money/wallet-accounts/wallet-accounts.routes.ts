import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, okSchema } from '@cabinet/contracts/common';
import {
  activateWalletAccountBodySchema,
  linkWalletAccountBodySchema,
  walletAccountListSchema,
  walletAccountSchema,
} from '@cabinet/contracts/money-out';
import { accountCaller } from '../../../platform/auth/guard.ts';
import type { WalletAccountsService } from './wallet-accounts.service.ts';

const tags = ['money'];
const read = { permission: 'money.read' } as const;
const write = { permission: 'money.write' } as const;
const params = idParamsSchema;

/** §2 /payoneer-accounts and /payoneer-accounts/{account_id}/activate/: wallet provider accounts. */
export const walletAccountRoutes: FastifyPluginAsyncZod<{ wallets: WalletAccountsService }> = async (
  app,
  { wallets },
) => {
  app.get(
    '/wallet-accounts',
    { config: read, schema: { tags, response: { 200: walletAccountListSchema } } },
    (request) => wallets.list(accountCaller(request).accountId),
  );

  app.get(
    '/wallet-accounts/:id',
    { config: read, schema: { tags, params, response: { 200: walletAccountSchema } } },
    (request) => wallets.get(accountCaller(request).accountId, request.params.id),
  );

  app.post(
    '/wallet-accounts',
    { config: write, schema: { tags, body: linkWalletAccountBodySchema, response: { 201: walletAccountSchema } } },
    async (request, reply) => reply.status(201).send(await wallets.link(accountCaller(request), request.body.email)),
  );

  app.post(
    '/wallet-accounts/:id/activate',
    {
      config: write,
      schema: { tags, params, body: activateWalletAccountBodySchema, response: { 200: walletAccountSchema } },
    },
    (request) => wallets.activate(accountCaller(request), request.params.id, request.body.code),
  );

  app.post(
    '/wallet-accounts/:id/resend-code',
    { config: write, schema: { tags, params, response: { 200: okSchema } } },
    async (request) => {
      await wallets.resendCode(accountCaller(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.delete(
    '/wallet-accounts/:id',
    { config: write, schema: { tags, params, response: { 200: okSchema } } },
    async (request) => {
      await wallets.unlink(accountCaller(request).accountId, request.params.id);
      return { ok: true as const };
    },
  );
};
