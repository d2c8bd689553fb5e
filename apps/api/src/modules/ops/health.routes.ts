import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ping, type Database } from '../../db/client.ts';

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['ops'], response: { 200: healthSchema } } },
    async () => {
      await ping(database.db);
      return { status: 'ok' as const, database: database.engine };
    },
  );
};
