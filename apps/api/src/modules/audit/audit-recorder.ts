import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { withAuditScope, type AuditDetail } from './audit-context.ts';
import type { AuditRepository } from './audit.repository.ts';
import { flatValues, objectOf } from './audit-values.ts';

/** Body fields that carry the operator's reason, when the service names none. */
const REASON_FIELDS = ['reason', 'comment', 'note'] as const;

function reasonIn(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  for (const field of REASON_FIELDS) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/** A path under a seller's account (`/ops/money/accounts/:id/…`) concerns that seller. */
const accountInPath = (url: string, object: Record<string, string | number>): number | null =>
  /\/accounts\/:id(\/|$)/.test(url) && Number.isSafeInteger(Number(object.id)) ? Number(object.id) : null;

/** The seller an answer names (`account_id` on the object or one of its fields), when the service said none. */
function accountInAnswer(answer: unknown): number | null {
  if (!answer || typeof answer !== 'object') return null;
  const candidates = [answer, ...Object.values(answer)];
  for (const c of candidates) {
    const id = c && typeof c === 'object' ? (c as { account_id?: unknown }).account_id : undefined;
    if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  }
  return null;
}

/** The answer as sent: a JSON payload is read back for the seller it names. */
function answerOf(payload: unknown): unknown {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}

/**
 * Every operator operation that names an `audit` action in the endpoint table is recorded once it has succeeded:
 * who, when, which object, the seller, before and after, the reason. The handler runs in an audit scope, so the
 * services it calls can say what they changed (`describeAudit`); what they leave unsaid comes from the request and
 * the answer. Registered before the routes, on the root instance, so no route escapes it (the route-table walk in
 * audit-coverage.api.test.ts holds every such operation to an action).
 *
 * The row is written in the route's onSend hook, after the action has committed and before its answer leaves: an
 * operator who reads the trail next finds it there, and an action whose row cannot be written answers an error. A
 * process killed between the two leaves the action (its journal, its event) without its row; the objects' own
 * histories still name the operator.
 */
export function registerAuditTrail(app: FastifyInstance, deps: { repo: AuditRepository; now: () => Date }): void {
  const details = new WeakMap<FastifyRequest, AuditDetail>();
  // The body as the operator sent it, before the contract turned it into the service's shapes (an amount of "75.00"
  // becomes 7500 cents there): what the trail shows when the service says nothing more precise.
  const sent = new WeakMap<FastifyRequest, unknown>();
  app.addHook('onRoute', (route) => {
    const action = route.config?.endpoint?.audit;
    const methods = [route.method].flat();
    if (!action || methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function audited(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const detail: AuditDetail = {};
      details.set(request, detail);
      return withAuditScope(detail, () => handler.call(this, request, reply));
    };
    const keepSent: preValidationAsyncHookHandler = async (request) => {
      sent.set(request, request.body);
    };
    const record: onSendAsyncHookHandler = async (request, reply, payload) => {
      const detail = details.get(request);
      if (!detail || reply.statusCode >= 400 || !request.auth) return payload;
      details.delete(request);
      const object = objectOf(request.params);
      await deps.repo.insert({
        at: deps.now(),
        operator_id: request.auth.userId,
        action,
        object,
        account_id: detail.accountId ?? accountInPath(route.url, object) ?? accountInAnswer(answerOf(payload)),
        before: detail.before ?? null,
        after: detail.after ?? (sent.get(request) ? flatValues(sent.get(request)) : null),
        reason: detail.reason ?? reasonIn(sent.get(request)),
      });
      return payload;
    };
    route.preValidation = [keepSent, ...[route.preValidation ?? []].flat()];
    route.onSend = [...[route.onSend ?? []].flat(), record];
  });
}
