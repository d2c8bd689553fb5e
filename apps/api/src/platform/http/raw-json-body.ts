import type { FastifyInstance } from 'fastify';
import { AppError, invalid } from '../errors.ts';
import { invalidTextFields } from './input-guard.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body exactly as received, where a route keeps it (webhooks: a signature covers the bytes). */
    rawBody?: string;
  }
}

const NOT_JSON = Symbol('not JSON');
function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return NOT_JSON;
  }
}
const isObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * In the calling plugin's scope only, JSON bodies are kept as the bytes received (`request.rawBody`) instead of being
 * parsed: a webhook's signature covers the bytes, not their parse. `objectsOnly` refuses, before any handler, a body
 * that is not a JSON object (400 `bad_request`). As everywhere (input-guard.ts), text no handler could store — a NUL
 * or a lone surrogate written as a JSON escape — answers 400 `validation_error` naming the fields, signed or not.
 */
export function keepRawJsonBody(app: FastifyInstance, options: { objectsOnly: boolean }): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const raw = String(body);
    const value = parsed(raw);
    if (options.objectsOnly && !isObject(value)) return done(new AppError(400, 'bad_request'), undefined);
    const fields = value === NOT_JSON ? [] : invalidTextFields(value);
    if (fields.length > 0) {
      return done(invalid(Object.fromEntries(fields.map(([field, problem]) => [field, [problem]]))), undefined);
    }
    request.rawBody = raw;
    done(null, {});
  });
}
