import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { translate } from '../i18n/messages.ts';

/**
 * Serves the built SPA on the same origin and answers what no route matched. Paths without a file extension
 * outside /api get index.html, so that deep links (/shipments/list) load the app and its router takes over;
 * /api paths and missing files get the JSON 404.
 */
export async function registerWebAndNotFound(app: FastifyInstance, webDist: string): Promise<void> {
  const root = resolve(fileURLToPath(new URL('../../../', import.meta.url)), webDist);
  const hasWeb = existsSync(`${root}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // Hashed assets never change; index.html must always be fresh to pick up a new build.
      setHeaders: (res, path) =>
        void res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  } else {
    app.log.warn({ root }, 'no built web app: serving the API only (run `npm run build`)');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isAppPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (hasWeb && isAppPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .status(404)
      .send({ code: 'route_not_found', message: translate(request.lang, 'errors', 'route_not_found') });
  });
}
