import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { counterpartyByToken, sandboxBearers, UKRPOSHTA_SANDBOX_BASE } from './contract.ts';

/*
 * Who is calling the sandbox's API, as Ukrposhta tells: the bearer in Authorization (eCom's, or StatusTracking's own)
 * and, on every eCom and Forms call, the counterparty token in `?token=`. A credential of another environment (the
 * production ones, or another installation's) is simply unknown here: 401, as production answers a sandbox token.
 */

export const ECOM = `${UKRPOSHTA_SANDBOX_BASE}/ecom/0.0.1`;
export const FORMS = `${UKRPOSHTA_SANDBOX_BASE}/forms/ecom/0.0.1`;
export const TRACKING = `${UKRPOSHTA_SANDBOX_BASE}/status-tracking/0.0.1`;

export const config = { access: 'public' } as const;
export const schema = { hide: true } as const;

export type Body = Record<string, unknown>;
export const bodyOf = (request: FastifyRequest): Body =>
  request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Body) : {};

export interface UkrposhtaSandboxOptions {
  db: Db;
  now: () => Date;
  /** How long the Forms API takes to draw a document the first time (Ukrposhta's PDFs are slow). */
  formRenderMs?: number;
}

export const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).send({ message });

const callers = new WeakMap<FastifyRequest, string>();

/** The counterparty the request's token belongs to (set by `checkCaller` on every eCom and Forms call). */
export function counterpartyOf(request: FastifyRequest): string {
  const uuid = callers.get(request);
  if (!uuid) throw new Error('checkCaller did not run');
  return uuid;
}

export function checkCaller(db: Db, now: () => Date) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const tracking = request.url.startsWith(`/api${TRACKING}/`);
    const bearers = await sandboxBearers(db, now());
    const bearer = tracking ? bearers.trackingBearer : bearers.ecomBearer;
    if (request.headers.authorization !== `Bearer ${bearer}`) return refuse(reply, 401, 'Unauthorized');
    if (tracking) return;
    const token = (request.query as { token?: unknown }).token;
    const counterparty = typeof token === 'string' ? await counterpartyByToken(db, token) : null;
    if (!counterparty) return refuse(reply, 401, 'Unauthorized');
    callers.set(request, counterparty);
  };
}
