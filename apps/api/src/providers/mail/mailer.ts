import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { mailOutbox } from './mail.schema.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Which letter this is (`restore_password`, …), for the outbox and for tests. */
  template: string;
}

export interface Mailer {
  readonly kind: 'sandbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/**
 * Every letter is written to the outbox first. The sandbox stops there and logs it (operators read the outbox);
 * with SMTP_URL the letter is also delivered, and a delivery failure is recorded rather than thrown, so that a
 * mail outage never fails the user's request.
 */
export async function createMailer(opts: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}): Promise<Mailer> {
  const { db, log } = opts;
  const transport = opts.smtpUrl ? (await import('nodemailer')).createTransport(opts.smtpUrl) : null;
  return {
    kind: transport ? 'smtp' : 'sandbox',
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to_address: message.to,
          subject: message.subject,
          text: message.text,
          template: message.template,
          status: 'sandbox',
        })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ to: message.to, template: message.template, text: message.text }, 'sandbox mail');
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.text });
        await db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        log.error({ err, to: message.to }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: String(err) })
          .where(eq(mailOutbox.id, row!.id));
      }
    },
  };
}
