import { count, desc, eq } from 'drizzle-orm';
import type { PageQuery } from '@cabinet/contracts/common';
import { pageInfo } from '@cabinet/contracts/common';
import type { Db } from '../../platform/db/client.ts';
import { mailOutbox } from '../../providers/mail/mail.schema.ts';

/** What operators read across accounts. */
export class OpsRepository {
  constructor(private readonly db: Db) {}

  async outbox(q: PageQuery & { to?: string }) {
    const where = q.to ? eq(mailOutbox.to_address, q.to) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.id))
        .limit(q.on_page)
        .offset((q.page - 1) * q.on_page),
      this.db.select({ n: count() }).from(mailOutbox).where(where),
    ]);
    return {
      messages: rows.map((m) => ({
        id: m.id,
        to: m.to_address,
        subject: m.subject,
        text: m.text,
        template: m.template,
        status: m.status,
        created_at: m.created_at.toISOString(),
      })),
      ...pageInfo(q, total?.n ?? 0),
    };
  }
}
