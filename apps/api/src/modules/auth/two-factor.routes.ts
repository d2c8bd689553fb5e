import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recoveryCodesSchema,
  twoFactorCodeBodySchema,
  twoFactorDisableBodySchema,
  twoFactorSetupSchema,
  twoFactorStateSchema,
} from '@cabinet/contracts/auth';
import { okSchema } from '@cabinet/contracts/common';
import { signedInCaller } from '../../platform/auth/guard.ts';
import type { TwoFactorService } from './two-factor.service.ts';

const tags = ['two-factor'];
const config = { access: 'any' } as const;

/**
 * §7 "Two-factor": GET state · POST /auth/ext/setup begin (secret, QR) · POST /auth/ext/add confirm with a code →
 * recovery codes · PUT /auth/ext/setup new recovery codes (needs a code) · DELETE /auth/ext/setup disable
 * (needs password and code).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactor: TwoFactorService }> = async (app, { twoFactor }) => {
  app.get('/auth/ext/setup', { config, schema: { tags, response: { 200: twoFactorStateSchema } } }, (request) =>
    twoFactor.state(signedInCaller(request).userId),
  );
  app.post('/auth/ext/setup', { config, schema: { tags, response: { 200: twoFactorSetupSchema } } }, (request) =>
    twoFactor.begin(signedInCaller(request).userId),
  );
  app.post(
    '/auth/ext/add',
    { config, schema: { tags, body: twoFactorCodeBodySchema, response: { 200: recoveryCodesSchema } } },
    async (request) => ({ recovery_codes: await twoFactor.confirm(signedInCaller(request).userId, request.body.code) }),
  );
  app.put(
    '/auth/ext/setup',
    { config, schema: { tags, body: twoFactorCodeBodySchema, response: { 200: recoveryCodesSchema } } },
    async (request) => ({
      recovery_codes: await twoFactor.regenerateRecoveryCodes(signedInCaller(request).userId, request.body.code),
    }),
  );
  app.delete(
    '/auth/ext/setup',
    { config, schema: { tags, body: twoFactorDisableBodySchema, response: { 200: okSchema } } },
    async (request) => {
      await twoFactor.disable(signedInCaller(request).userId, request.body.password, request.body.code);
      return { ok: true } as const;
    },
  );
};
