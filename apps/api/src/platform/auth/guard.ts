import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holdsOpsRole, type OpsRoleNeed, type Permission } from '@cabinet/contracts/permissions';
import { AppError, forbidden, sessionEnded, unauthorized } from '../errors.ts';
import { isGuardedUrl, type FloodGuard } from './flood-guard.ts';
import type { AuthContext, SessionStore } from './sessions.ts';

/**
 * What a route demands of its caller, declared in the route's `config`:
 * - `access`: `public` (anyone), `user` (an account's owner or member; the default), `operator`, or `any`
 *   (anyone signed in: own password and two-factor);
 * - `permission`: what a subaccount member must have been granted (every one of them, when several);
 * - `opsRole`: the back-office role an operator must hold (any one of them, when several; an administrator holds all);
 * - `validProfile`: the §5 profile rule must hold, else 403 `{ mandatory_field: 'personal_data' }` (§7);
 * - `checksCredentials`: the route checks a password, code or link, so the flood guard also counts it against the
 *   client address's smaller credentials budget.
 */
export interface AccessConfig {
  access?: 'public' | 'user' | 'operator' | 'any';
  permission?: Permission | readonly Permission[];
  opsRole?: OpsRoleNeed;
  validProfile?: boolean;
  checksCredentials?: boolean;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the fields
  interface FastifyContextConfig extends AccessConfig {}
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const API_KEY_HEADER = 'api-key';

/**
 * Checks every API request against its route's AccessConfig before the body is even validated. Registered on the
 * root instance, after the security headers and the flood guard, so that no route, wherever it is registered,
 * escapes it, and every answer it refuses still carries the headers and was counted.
 */
export function registerGuard(app: FastifyInstance, sessions: SessionStore, flood: FloodGuard): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config as AccessConfig | undefined;
    // Routes outside the API (the SPA's files, the API docs) are public; an unknown path has no route url: the
    // not-found handler answers it.
    if (!isGuardedUrl(request.routeOptions.url)) return;
    const token = request.headers[API_KEY_HEADER];
    // What a session sees is nobody else's: no shared cache may keep it, nor the browser's disk.
    if (token !== undefined) reply.header('cache-control', 'no-store');
    if (typeof token === 'string' && token.length > 0 && token.length < 200) {
      request.auth = await sessions.resolve(token);
    }
    if (token !== undefined && !request.auth) {
      // A key that opens no session, made up or ended, costs its address (each key has its own session bucket).
      await flood.chargeRefusedKey(request);
      if (config?.access !== 'public') throw sessionEnded();
    }
    const access = config?.access ?? 'user';
    if (access === 'public') return;
    const auth = request.auth;
    if (!auth) throw unauthorized();
    if (access === 'any') return;
    if (access === 'operator') {
      if (auth.role !== 'operator') throw forbidden('operators_only');
      // An operator operation names its role; one that names none is the administrator's alone.
      if (!holdsOpsRole(auth.opsRoles, config?.opsRole ?? 'admin')) throw forbidden('ops_role_required');
      return;
    }
    if (auth.role === 'operator') throw forbidden('forbidden');
    const wanted: readonly Permission[] = config?.permission === undefined ? [] : [config.permission].flat();
    if (!wanted.every((p) => auth.permissions.has(p))) throw forbidden('permission_denied');
    if (config?.validProfile && !auth.profileValid) {
      throw new AppError(403, 'profile_incomplete', { extra: { mandatory_field: 'personal_data' } });
    }
  });
}

/** The caller of a route whose access is `user`: the guard has already proven there is one with an account. */
export function accountCaller(request: FastifyRequest): AuthContext & { accountId: number } {
  const auth = request.auth;
  if (!auth || auth.accountId === null) throw unauthorized();
  return auth as AuthContext & { accountId: number };
}

/** The caller of a route whose access is `any` or `operator`. */
export function signedInCaller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
