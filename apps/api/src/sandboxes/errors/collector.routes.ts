import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorPlatform } from '@cabinet/contracts/error-reports';
import type { ErrorEventStore } from './error-events.ts';
import { toErrorEvent } from './error-event.ts';
import { ENVELOPE_LIMITS, decode, itemJson, parseEnvelope, type Envelope } from './envelope.ts';

/** Where the collector is served, under the API's prefix: a DSN `…/api/sandbox/errors/<project>` posts below it. */
export const ERRORS_SANDBOX_PATH = '/sandbox/errors';
/** The sandbox's projects: each side reports as a project of its own, as it would to Sentry. */
export const ERROR_PROJECTS: Record<ErrorPlatform, number> = { node: 1, browser: 2 };

const platformOf = (project: string) =>
  (Object.entries(ERROR_PROJECTS).find(([, id]) => String(id) === project)?.[0] as ErrorPlatform | undefined) ?? null;

/** The public key a request presents: `?sentry_key=` (browsers) or the `X-Sentry-Auth` header (servers). */
function presentedKey(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown>;
  if (typeof query.sentry_key === 'string') return query.sentry_key;
  const auth = request.headers['x-sentry-auth'];
  return (typeof auth === 'string' && /\bsentry_key=([^,\s]+)/.exec(auth)?.[1]) || null;
}
/** The key of the DSN an envelope names (the SDK writes it there when it posts through a tunnel). */
const dsnKey = (dsn: unknown) => (typeof dsn === 'string' && /^[a-z]+:\/\/([^:@/]+)[:@]/i.exec(dsn)?.[1]) || null;

const refuse = (reply: FastifyReply, status: number, detail: string) => reply.code(status).send({ detail });

/**
 * The error-reporting service's sandbox (docs/error-reporting.md): Sentry's envelope endpoint,
 * `POST …/api/<project>/envelope/`, for the installation's own public key only. Error events are scrubbed and kept
 * for the back office; transactions are checked and dropped (one per request would double the database's writes);
 * items of other types (client reports, sessions, spans) are accepted and ignored, as Sentry ignores what it does
 * not use. A malformed envelope is a 400, never a 5xx.
 */
export const errorsCollectorRoutes: FastifyPluginAsync<{
  store: ErrorEventStore;
  publicKey: string;
  now: () => Date;
}> = async (app, { store, publicKey, now }) => {
  const envelopes = new WeakMap<FastifyRequest, Envelope>();
  // SDKs send `application/x-sentry-envelope`, browsers `text/plain` (no preflight), some nothing: all are envelopes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ENVELOPE_LIMITS.bodyBytes }, (request, body, done) => {
    try {
      envelopes.set(request, parseEnvelope(decode(body as Buffer, request.headers['content-encoding'] as string)));
      done(null, {});
    } catch (err) {
      done(err as Error, undefined);
    }
  });
  // The key before the body: a stranger's envelope is not even read.
  app.addHook('onRequest', async (request, reply) => {
    if (presentedKey(request) !== publicKey) return refuse(reply, 401, 'unknown public key');
  });

  app.post(
    `${ERRORS_SANDBOX_PATH}/api/:project/envelope/`,
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const platform = platformOf((request.params as { project: string }).project);
      if (!platform) return refuse(reply, 404, 'unknown project');
      const envelope = envelopes.get(request);
      if (!envelope) return refuse(reply, 400, 'empty envelope');
      const named = envelope.header.dsn;
      if (named !== undefined && dsnKey(named) !== publicKey) return refuse(reply, 401, 'unknown public key');
      const events = [];
      for (const item of envelope.items) {
        if (item.header.type === 'event') events.push(toErrorEvent(itemJson(item), platform, now()));
        else if (item.header.type === 'transaction') itemJson(item);
      }
      await store.add(events);
      return reply
        .code(200)
        .send({ id: typeof envelope.header.event_id === 'string' ? envelope.header.event_id : null });
    },
  );
};
