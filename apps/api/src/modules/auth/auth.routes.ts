import type { FastifyPluginAsync } from 'fastify';
import { authApi } from '@cabinet/contracts/auth';
import { accountApi } from '@cabinet/contracts/user';
import { AppError } from '../../platform/errors.ts';
import { signedInCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { clientMeta } from '../../platform/http/client-meta.ts';
import type { AuthService } from './auth.service.ts';

const ok = { ok: true } as const;

/** §2 /register and §7 signing in and out, on the API side (accountApi.register and authApi in the contracts). */
export const authRoutes: FastifyPluginAsync<{
  auth: AuthService;
  sessions: { revoke(id: number): Promise<void> };
  clientKey?: { header: string; value: string };
}> = async (app, { auth, sessions, clientKey }) => {
  route(app, accountApi.register, async (request, reply) =>
    reply.status(201).send({ token: await auth.register(request.body, clientMeta(request)) }),
  );

  route(app, authApi.login, async (request) => {
    // §7: the cabinet's own client identifies itself with a fixed header, when the server is configured to ask.
    if (clientKey && request.headers[clientKey.header] !== clientKey.value)
      throw new AppError(403, 'client_not_allowed');
    return auth.login(request.body, clientMeta(request));
  });

  route(app, authApi.loginSecondStep, async (request) => ({
    token: await auth.loginSecondStep(request.body.challenge, request.body.code, clientMeta(request)),
  }));

  route(app, authApi.logout, async (request) => {
    await sessions.revoke(signedInCaller(request).sessionId);
    return ok;
  });

  route(app, authApi.forgotten, async (request) => {
    await auth.sendRestoreLink(request.body.email, request.body.language ?? request.lang);
    return ok;
  });

  route(app, authApi.restorePassword, async (request) => {
    await auth.restorePassword(request.body.token, request.body.password);
    return ok;
  });

  route(app, authApi.changePassword, async (request) => {
    const caller = signedInCaller(request);
    await auth.changePassword(
      caller.userId,
      caller.sessionId,
      request.body.current_password,
      request.body.new_password,
    );
    return ok;
  });
};
