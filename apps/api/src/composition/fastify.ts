import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { requestLogLine } from '../platform/http/request-log.ts';

/** The bare server: its log, request ids and body limit, the route catalogue, and zod for schemas. */
export function createFastify(config: Config, logStream?: { write(line: string): void }): FastifyInstance {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers["api-key"]', 'req.headers.authorization'],
      // A counterparty token travels in the query string (Ukrposhta's scheme); no log line keeps one.
      serializers: { req: requestLogLine },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  const routeCatalogue: FastifyInstance['routeCatalogue'] = [];
  app.decorate('routeCatalogue', routeCatalogue);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routeCatalogue.push({
        method,
        url: route.url,
        access: route.config?.access ?? 'user',
        endpoint: route.config?.endpoint,
      });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}
