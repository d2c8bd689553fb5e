import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../platform/db/client.ts';
import { registerFloodGuard } from '../platform/auth/flood-guard.ts';
import { registerGuard } from '../platform/auth/guard.ts';
import type { SessionStore } from '../platform/auth/sessions.ts';
import { registerLoadShedding } from '../platform/http/load-shed.ts';

/**
 * The headers and the guards, on the root. Order matters: root onRequest hooks run as registered. Headers first, then
 * the flood guard, then the session guard, so that an answer the guard refuses still carries the headers and was
 * counted.
 */
export async function registerSecurity(
  app: FastifyInstance,
  deps: { config: Config; database: Database; sessions: SessionStore; connectSources: string[] },
): Promise<void> {
  const { config } = deps;
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes CSS variables into style attributes and <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...deps.connectSources],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  const flood = await registerFloodGuard(app, {
    session: config.RATE_LIMIT_PER_MINUTE,
    anonymous: config.RATE_LIMIT_ANONYMOUS_PER_MINUTE,
    credentials: config.RATE_LIMIT_CREDENTIALS_PER_MINUTE,
  });
  registerLoadShedding(app, deps.database.engine, config.NODE_ENV); // before the session guard: a shed request has done no work
  registerGuard(app, deps.sessions, flood);
}
