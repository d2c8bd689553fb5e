import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received, where a route keeps it (webhooks: a signature covers the bytes). */
    rawBody?: string;
  }
}

function isJsonObject(raw: string): boolean {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/**
 * In the calling plugin's scope only, JSON bodies are kept as the bytes received (`request.rawBody`) instead of being
 * parsed: a webhook's signature covers the bytes, not their parse. `objectsOnly` refuses, before any handler, a body
 * that is not a JSON object (400 `bad_request`).
 */
export function keepRawJsonBody(app: FastifyInstance, options: { objectsOnly: boolean }): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = String(body);
    if (options.objectsOnly && !isJsonObject(raw)) return done(new AppError(400, 'bad_request'), undefined);
    request.rawBody = raw;
    done(null, {});
  });
}
