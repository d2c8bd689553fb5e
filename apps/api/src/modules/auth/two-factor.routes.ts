import type { FastifyPluginAsync } from 'fastify';
import { twoFactorApi } from '@cabinet/contracts/auth';
import { signedInCaller } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { TwoFactorService } from './two-factor.service.ts';

/** §7 "Two-factor" on the API side (twoFactorApi in the contracts). */
export const twoFactorRoutes: FastifyPluginAsync<{ twoFactor: TwoFactorService }> = async (app, { twoFactor }) => {
  route(app, twoFactorApi.state, (request) => twoFactor.state(signedInCaller(request).userId));

  route(app, twoFactorApi.begin, (request) => twoFactor.begin(signedInCaller(request).userId));

  route(app, twoFactorApi.confirm, async (request) => ({
    recovery_codes: await twoFactor.confirm(signedInCaller(request).userId, request.body.code),
  }));

  route(app, twoFactorApi.regenerateRecoveryCodes, async (request) => ({
    recovery_codes: await twoFactor.regenerateRecoveryCodes(signedInCaller(request).userId, request.body.code),
  }));

  route(app, twoFactorApi.disable, async (request) => {
    await twoFactor.disable(signedInCaller(request).userId, request.body.password, request.body.code);
    return { ok: true } as const;
  });
};
