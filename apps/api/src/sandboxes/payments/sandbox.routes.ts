import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { PAYMENTS_WEBHOOK_PATH, SIGNATURE_HEADER } from '../../providers/payments/payments.ts';
import { eventOf } from './event.ts';
import { renderCheckoutPage, returnTo } from './page.ts';
import { sandboxCheckoutSessions, type SandboxCheckoutSession } from './sandbox.schema.ts';
import { signPayload } from '../../providers/payments/signature.ts';

const params = z.object({ session: z.string().regex(/^cs_test_[0-9a-f]{24}$/) });
const body = z.object({ outcome: z.enum(['pay', 'decline']) });
const config = { access: 'public' } as const;
const DELIVERY_ATTEMPTS = 3;

/** The hosted page may post only to itself and send the buyer back to the shop; nothing else runs in it. */
function pageCsp(session: SandboxCheckoutSession | null): string {
  const shop = session ? new URL(session.return_url).origin : '';
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${shop}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function sendPage(reply: FastifyReply, status: number, session: SandboxCheckoutSession | null, html: string) {
  return reply
    .status(status)
    .header('content-security-policy', pageCsp(session))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/**
 * The sandbox processor's hosted checkout (ARCHITECTURE §6). GET shows the payment and a test card; the form posts
 * Pay or Decline back here, which completes the session, delivers the signed webhook to the shop through the
 * server's own HTTP pipeline (as a real processor would over the network) and sends the buyer to the return URL.
 * Pressing the same button again redelivers the same event, as a processor retries a webhook.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date; secret: string }> = async (
  app,
  { db, now, secret },
) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, raw, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(raw))));
  });

  const find = async (id: string) =>
    (await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)))[0] ?? null;
  const isExpired = (s: SandboxCheckoutSession) => s.status === 'open' && s.expires_at.getTime() <= now().getTime();

  app.get('/sandbox/payments/checkout/:session', { config, schema: { hide: true, params } }, async (request, reply) => {
    const session = await find(request.params.session);
    const html = renderCheckoutPage({
      session,
      lang: session?.locale ?? request.lang,
      expired: !!session && isExpired(session),
    });
    return sendPage(reply, session ? 200 : 404, session, html);
  });

  app.post(
    '/sandbox/payments/checkout/:session',
    { config, schema: { hide: true, params, body } },
    async (request, reply) => {
      const status = request.body.outcome === 'pay' ? 'paid' : 'declined';
      const at = now();
      const [completed] = await db
        .update(sandboxCheckoutSessions)
        .set({ status, completed_at: at })
        .where(
          and(
            eq(sandboxCheckoutSessions.id, request.params.session),
            eq(sandboxCheckoutSessions.status, 'open'),
            gt(sandboxCheckoutSessions.expires_at, at),
          ),
        )
        .returning();
      const session = completed ?? (await find(request.params.session));
      if (!session)
        return sendPage(reply, 404, null, renderCheckoutPage({ session, lang: request.lang, expired: false }));
      // Only a completed session with this very outcome has an event to (re)deliver.
      if (session.status !== status) {
        return sendPage(
          reply,
          409,
          session,
          renderCheckoutPage({ session, lang: session.locale, expired: isExpired(session) }),
        );
      }
      const delivered = await deliver(app, secret, JSON.stringify(eventOf(session, at)), at);
      if (!delivered) {
        request.log.warn({ session: session.id }, 'sandbox webhook not accepted');
        const html = renderCheckoutPage({ session, lang: session.locale, expired: false, deliveryFailed: true });
        return sendPage(reply, 502, session, html);
      }
      return reply.redirect(returnTo(session), 303);
    },
  );
};

/** Posts a signed event to the shop's webhook, retrying a few times on a server error, as processors do. */
async function deliver(app: FastifyInstance, secret: string, payload: string, at: Date): Promise<boolean> {
  for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt++) {
    const res = await app.inject({
      method: 'POST',
      url: PAYMENTS_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signPayload(secret, payload, at) },
      payload,
    });
    if (res.statusCode >= 200 && res.statusCode < 300) return true;
    if (res.statusCode < 500) return false;
  }
  return false;
}
