import { and, eq, gt } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import type { Deliveries } from '../deliveries/deliveries.ts';
import { eventOf } from './event.ts';
import { renderCheckoutPage, returnTo } from './page.ts';
import { sandboxCheckoutSessions, type SandboxCheckoutSession } from './sandbox.schema.ts';
import { paymentsWebhookSender } from './webhooks.ts';
import { CHECKOUT_PAGE_PATH } from './sessions.ts';

const params = z.object({ session: z.string().regex(/^cs_test_[0-9a-f]{24}$/) });
const body = z.object({ outcome: z.enum(['pay', 'decline']) });
const config = { access: 'public' } as const;
const JSON_TYPE = { 'content-type': 'application/json' };

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
 * Pay or Decline back here, which completes the session, queues the signed event for the shop's webhook and sends
 * the buyer to the return URL at once; the event reaches the shop over HTTP afterwards, retried until it is taken,
 * as a real processor's does. Pressing the same button again sends the same event once more.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{
  db: Db;
  now: () => Date;
  secret: string;
  /** The shop's webhook endpoint, as it registered it with the processor. */
  webhookUrl: string;
  deliveries: Deliveries;
}> = async (app, { db, now, secret, webhookUrl, deliveries }) => {
  const sender = paymentsWebhookSender(secret);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, raw, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(raw))));
  });

  const find = async (id: string) =>
    (await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id)))[0] ?? null;
  const queueEvent = (session: SandboxCheckoutSession, at: Date, handle: Parameters<Deliveries['enqueue']>[2]) => {
    const payload = JSON.stringify(eventOf(session, at));
    return deliveries.enqueue(
      sender,
      {
        deliveryId: `whd_${randomUUID()}`,
        subject: session.id,
        url: webhookUrl,
        headers: JSON_TYPE,
        body: payload,
      },
      handle,
    );
  };
  const isExpired = (s: SandboxCheckoutSession) => s.status === 'open' && s.expires_at.getTime() <= now().getTime();

  app.get(`${CHECKOUT_PAGE_PATH}/:session`, { config, schema: { hide: true, params } }, async (request, reply) => {
    const session = await find(request.params.session);
    const html = renderCheckoutPage({
      session,
      lang: session?.locale ?? request.lang,
      expired: !!session && isExpired(session),
    });
    return sendPage(reply, session ? 200 : 404, session, html);
  });

  app.post(
    `${CHECKOUT_PAGE_PATH}/:session`,
    { config, schema: { hide: true, params, body } },
    async (request, reply) => {
      const status = request.body.outcome === 'pay' ? 'paid' : 'declined';
      const at = now();
      // The session completes and its event is queued together: neither happens without the other.
      const completed = await db.transaction(async (tx) => {
        const [row] = await tx
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
        if (row) await queueEvent(row, at, tx);
        return row;
      });
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
      // A press on a completed session sends its event once more (a buyer back from a shop that missed it).
      if (!completed) await queueEvent(session, at, db);
      deliveries.kick();
      return reply.redirect(returnTo(session), 303);
    },
  );
};
