import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/*
 * What the sandboxes of the APIs we defined ourselves (card issuer, wallet, carrier: their `definition/` folders)
 * share: a secret API key as `Authorization: Bearer`, and one error shape, `{ error: { code, message } }`.
 */

/** How every route of such an API is declared: outside our sign-in and our API document, like any vendor's. */
export const ownApiRoute = { config: { access: 'public' }, schema: { hide: true } } as const;

export const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.status(status).send({ error: { code, message } });

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header carries the installation's key as a bearer. Compared as digests, in constant
 * time: the answer tells nothing of how much of a key was right.
 */
export function bearerKeyCheck(apiKey: string): (header: string | undefined) => boolean {
  const expected = digest(`Bearer ${apiKey}`);
  return (header) => typeof header === 'string' && timingSafeEqual(digest(header), expected);
}

/**
 * Guards every route of the plugin `app` with the installation's key (compared in constant time), and answers a
 * body it cannot parse, or a failure of its own, in the API's error shape rather than the cabinet's.
 */
export function ownApiGuard(app: FastifyInstance, apiKey: string): void {
  const authorized = bearerKeyCheck(apiKey);
  app.addHook('onRequest', async (request, reply) => {
    if (!authorized(request.headers.authorization)) {
      return refuse(reply, 401, 'unauthorized', 'A valid API key is required as a bearer token.');
    }
  });
  app.setErrorHandler((err: { statusCode?: number; message?: string }, request, reply) => {
    const status = err.statusCode ?? 500;
    if (status < 500) return refuse(reply, status, 'invalid_request', err.message ?? 'Invalid request');
    request.log.error({ err }, 'sandbox API failed');
    return refuse(reply, 500, 'api_error', 'Something went wrong on our side.');
  });
}
