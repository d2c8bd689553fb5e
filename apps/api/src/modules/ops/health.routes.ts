import type { FastifyPluginAsync } from 'fastify';
import { healthApi } from '@cabinet/contracts/ops';
import type { Database } from '../../platform/db/client.ts';
import { route } from '../../platform/http/endpoint-route.ts';

/** GET /health on the API side (healthApi in the contracts). */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  route(app, healthApi.health, async () => {
    await database.ping();
    return { status: 'ok' as const, database: database.engine };
  });
};
