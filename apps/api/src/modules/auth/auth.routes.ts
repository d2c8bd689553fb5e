import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  forgottenBodySchema,
  loginBodySchema,
  loginResponseSchema,
  loginSecondStepBodySchema,
  restoreBodySchema,
  tokenResponseSchema,
} from '@cabinet/contracts/auth';
import { okSchema } from '@cabinet/contracts/common';
import { registerBodySchema } from '@cabinet/contracts/user';
import { AppError } from '../../platform/errors.ts';
import { signedInCaller } from '../../platform/auth/guard.ts';
import { clientMeta } from '../../platform/http/client-meta.ts';
import type { AuthService } from './auth.service.ts';

const ok = { ok: true } as const;
const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  sessions: { revoke(id: number): Promise<void> };
  clientKey?: { header: string; value: string };
}> = async (app, { auth, sessions, clientKey }) => {
  app.post(
    '/register',
    {
      config: { access: 'public', checksCredentials: true },
      schema: { tags, body: registerBodySchema, response: { 201: tokenResponseSchema } },
    },
    async (request, reply) => reply.status(201).send({ token: await auth.register(request.body, clientMeta(request)) }),
  );

  app.post(
    '/auth/web/',
    {
      config: { access: 'public', checksCredentials: true },
      schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      // §7: the cabinet's own client identifies itself with a fixed header, when the server is configured to ask.
      if (clientKey && request.headers[clientKey.header] !== clientKey.value)
        throw new AppError(403, 'client_not_allowed');
      return auth.login(request.body, clientMeta(request));
    },
  );

  app.post(
    '/auth/web/2fa',
    {
      config: { access: 'public', checksCredentials: true },
      schema: { tags, body: loginSecondStepBodySchema, response: { 200: tokenResponseSchema } },
    },
    async (request) => ({
      token: await auth.loginSecondStep(request.body.challenge, request.body.code, clientMeta(request)),
    }),
  );

  app.post(
    '/auth/logout',
    { config: { access: 'any' }, schema: { tags, response: { 200: okSchema } } },
    async (request) => {
      await sessions.revoke(signedInCaller(request).sessionId);
      return ok;
    },
  );

  app.post(
    '/auth/forgotten',
    {
      config: { access: 'public', checksCredentials: true },
      schema: { tags, body: forgottenBodySchema, response: { 200: okSchema } },
    },
    async (request) => {
      await auth.sendRestoreLink(request.body.email, request.body.language ?? request.lang);
      return ok;
    },
  );

  app.post(
    '/auth/restore-password',
    {
      config: { access: 'public', checksCredentials: true },
      schema: { tags, body: restoreBodySchema, response: { 200: okSchema } },
    },
    async (request) => {
      await auth.restorePassword(request.body.token, request.body.password);
      return ok;
    },
  );

  app.post(
    '/user/change-password',
    {
      config: { access: 'any', checksCredentials: true },
      schema: { tags, body: changePasswordBodySchema, response: { 200: okSchema } },
    },
    async (request) => {
      const caller = signedInCaller(request);
      await auth.changePassword(
        caller.userId,
        caller.sessionId,
        request.body.current_password,
        request.body.new_password,
      );
      return ok;
    },
  );
};
