import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenResponseSchema } from '@cabinet/contracts/auth';
import { okSchema } from '@cabinet/contracts/common';
import {
  acceptInvitationBodySchema,
  createSubaccountBodySchema,
  subaccountIdParamsSchema,
  subaccountListSchema,
  subaccountSchema,
  updateSubaccountBodySchema,
} from '@cabinet/contracts/subaccounts';
import { accountCaller } from '../../platform/auth/guard.ts';
import { clientMeta } from '../../platform/http/client-meta.ts';
import type { Manager, SubaccountService } from './subaccounts.service.ts';

const tags = ['subaccounts'];
const read = { permission: 'subaccounts.read' } as const;
const write = { permission: 'subaccounts.write' } as const;
const params = subaccountIdParamsSchema;
const one = { 200: subaccountSchema };

function manager(request: FastifyRequest): Manager {
  const caller = accountCaller(request);
  const { first_name, last_name, email } = caller.user;
  return { ...caller, name: `${first_name} ${last_name}`.trim() || email };
}

export const subaccountRoutes: FastifyPluginAsyncZod<{ subaccounts: SubaccountService }> = async (
  app,
  { subaccounts },
) => {
  app.get(
    '/subaccounts',
    { config: read, schema: { tags, response: { 200: subaccountListSchema } } },
    async (request) => ({
      subaccounts: await subaccounts.list(manager(request)),
    }),
  );

  app.post(
    '/subaccounts',
    { config: write, schema: { tags, body: createSubaccountBodySchema, response: { 201: subaccountSchema } } },
    async (request, reply) => reply.status(201).send(await subaccounts.create(manager(request), request.body)),
  );

  app.post(
    '/subaccounts/accept',
    {
      config: { access: 'public' },
      schema: { tags, body: acceptInvitationBodySchema, response: { 200: tokenResponseSchema } },
    },
    async (request) => ({
      token: await subaccounts.accept(request.body.token, request.body.password, clientMeta(request)),
    }),
  );

  app.get('/subaccounts/:id', { config: read, schema: { tags, params, response: one } }, (request) =>
    subaccounts.get(manager(request), request.params.id),
  );

  app.patch(
    '/subaccounts/:id',
    { config: write, schema: { tags, params, body: updateSubaccountBodySchema, response: one } },
    (request) => subaccounts.update(manager(request), request.params.id, request.body),
  );

  app.post('/subaccounts/:id/disable', { config: write, schema: { tags, params, response: one } }, (request) =>
    subaccounts.disable(manager(request), request.params.id),
  );

  app.post('/subaccounts/:id/enable', { config: write, schema: { tags, params, response: one } }, (request) =>
    subaccounts.enable(manager(request), request.params.id),
  );

  app.post('/subaccounts/:id/resend', { config: write, schema: { tags, params, response: one } }, (request) =>
    subaccounts.resend(manager(request), request.params.id),
  );

  app.delete(
    '/subaccounts/:id',
    { config: write, schema: { tags, params, response: { 200: okSchema } } },
    async (request) => {
      await subaccounts.remove(manager(request), request.params.id);
      return { ok: true } as const;
    },
  );
};
