import { eq } from 'drizzle-orm';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { bearerKeyCheck } from '../kit/own-api.ts';
import { sandboxCheckoutSessions } from './sandbox.schema.ts';
import { createSessionBodySchema, isSettled, openSession, PAYMENTS_SANDBOX_PATH, sessionView } from './sessions.ts';

/*
 * The sandbox processor's API (definition/payments-api.json): checkout sessions opened and read with the merchant's
 * secret key as a bearer, and every refusal in the processor's error shape — never the cabinet's, since the caller is
 * a merchant's server, not our web client.
 */

const SESSIONS = `${PAYMENTS_SANDBOX_PATH}/v1/checkout/sessions`;
const route = { config: { access: 'public' }, schema: { hide: true } } as const;

interface ProcessorError {
  type: 'invalid_request_error' | 'authentication_error' | 'api_error';
  code: string;
  message: string;
  /** The parameter at fault, as a dotted path. */
  param?: string;
}

const refuse = (reply: FastifyReply, status: number, error: ProcessorError) =>
  reply.status(status).type('application/json; charset=utf-8').send({ error });

const invalid = (code: string, message: string, param?: string): ProcessorError => ({
  type: 'invalid_request_error',
  code,
  message,
  ...(param ? { param } : {}),
});

/** Whether the body has a value at a parameter's path (a missing parameter is told apart from a wrong one). */
function present(body: unknown, path: PropertyKey[]): boolean {
  let node = body;
  for (const key of path) {
    if (!node || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node !== undefined;
}

/** The definition's error for the first thing wrong with a create body. */
function bodyProblem(body: unknown, issue: z.core.$ZodIssue): ProcessorError {
  if (issue.code === 'unrecognized_keys') {
    const param = [...issue.path, issue.keys[0]!].join('.');
    return invalid('parameter_unknown', `Received unknown parameter: ${param}`, param);
  }
  const param = issue.path.join('.');
  if (!param) return invalid('body_invalid', 'The body must be a JSON object.');
  return present(body, issue.path)
    ? invalid('parameter_invalid', `Invalid ${param}: ${issue.message}`, param)
    : invalid('parameter_missing', `Missing required parameter: ${param}`, param);
}

export const paymentsApiRoutes: FastifyPluginAsync<{
  db: Db;
  now: () => Date;
  publicUrl: string;
  /** The merchant's secret key: this installation's own (sandboxes/secrets). */
  apiKey: string;
}> = async (app, { db, now, publicUrl, apiKey }) => {
  const authorized = bearerKeyCheck(apiKey);
  const authenticate = async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    if (!authorized(header)) {
      const [code, message] = header
        ? ['api_key_invalid', 'Invalid API key provided.']
        : ['api_key_missing', 'No API key provided (Authorization: Bearer <key>).'];
      return refuse(reply, 401, { type: 'authentication_error', code, message });
    }
  };

  // This scope only: a body Fastify cannot read (not JSON, empty, too large) is the processor's 400 too.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return refuse(reply, 400, invalid('body_invalid', error.message));
    request.log.error({ err: error }, 'payments sandbox failed');
    return refuse(reply, 500, { type: 'api_error', code: 'internal', message: 'The processor failed; try again.' });
  });

  app.post(SESSIONS, { ...route, onRequest: authenticate }, async (request, reply) => {
    const parsed = createSessionBodySchema.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, bodyProblem(request.body, parsed.error.issues[0]!));
    const body = parsed.data;
    if (!isSettled(body.currency)) {
      const message = `Currency ${body.currency} is not settled by this account.`;
      return refuse(reply, 400, invalid('currency_not_supported', message, 'currency'));
    }
    const at = now();
    const session = await openSession(db, at, { ...body, currency: body.currency });
    return reply.status(201).send(sessionView(session, publicUrl, at));
  });

  app.get<{ Params: { id: string } }>(
    `${SESSIONS}/:id`,
    { ...route, onRequest: authenticate },
    async (request, reply) => {
      const [row] = await db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.id, request.params.id));
      if (!row) {
        return refuse(reply, 404, invalid('resource_missing', `No such checkout session: ${request.params.id}`, 'id'));
      }
      return sessionView(row, publicUrl, now());
    },
  );
};
