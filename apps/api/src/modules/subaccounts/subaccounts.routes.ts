import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { subaccountsApi } from '@cabinet/contracts/subaccounts';
import { accountCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { clientMeta } from '../../platform/http/client-meta.ts';
import type { Manager, SubaccountService } from './subaccounts.service.ts';

function manager(request: FastifyRequest): Manager {
  const caller = accountCaller(request);
  const { first_name, last_name, email } = caller.user;
  return { ...caller, name: `${first_name} ${last_name}`.trim() || email };
}

/** §2 /subaccounts on the API side (subaccountsApi in the contracts). */
export const subaccountRoutes: FastifyPluginAsync<{ subaccounts: SubaccountService }> = async (
  app,
  { subaccounts },
) => {
  route(app, subaccountsApi.list, async (request) => ({ subaccounts: await subaccounts.list(manager(request)) }));

  route(app, subaccountsApi.create, async (request, reply) =>
    reply.status(201).send(await subaccounts.create(manager(request), request.body)),
  );

  route(app, subaccountsApi.accept, async (request) => ({
    token: await subaccounts.accept(request.body.token, request.body.password, clientMeta(request)),
  }));

  route(app, subaccountsApi.get, (request) => subaccounts.get(manager(request), request.params.id));

  route(app, subaccountsApi.update, (request) => subaccounts.update(manager(request), request.params.id, request.body));

  route(app, subaccountsApi.disable, (request) => subaccounts.disable(manager(request), request.params.id));

  route(app, subaccountsApi.enable, (request) => subaccounts.enable(manager(request), request.params.id));

  route(app, subaccountsApi.resend, (request) => subaccounts.resend(manager(request), request.params.id));

  route(app, subaccountsApi.remove, async (request) => {
    await subaccounts.remove(manager(request), request.params.id);
    return { ok: true } as const;
  });
};
