import { aliasedTable, and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { users } from '../account/account.schema.ts';
import { sellerColumns } from '../account/seller-ref.ts';
import { auditEvents } from './audit.schema.ts';

export type AuditInsert = typeof auditEvents.$inferInsert;

export interface AuditFilter {
  operatorId?: number;
  accountId?: number;
  action?: string;
  from?: Date;
  to?: Date;
}

const operator = aliasedTable(users, 'operator');

/** The audit trail's rows: written once, read newest first. */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  async insert(row: AuditInsert): Promise<void> {
    await this.db.insert(auditEvents).values(row);
  }

  async page(filter: AuditFilter, limit: number, offset: number) {
    const where = and(
      filter.operatorId !== undefined ? eq(auditEvents.operator_id, filter.operatorId) : undefined,
      filter.accountId !== undefined ? eq(auditEvents.account_id, filter.accountId) : undefined,
      filter.action !== undefined ? eq(auditEvents.action, filter.action) : undefined,
      filter.from ? gte(auditEvents.at, filter.from) : undefined,
      filter.to ? lt(auditEvents.at, filter.to) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          event: auditEvents,
          operator: {
            id: operator.id,
            email: operator.email,
            first_name: operator.first_name,
            last_name: operator.last_name,
          },
          ...sellerColumns(auditEvents.account_id),
        })
        .from(auditEvents)
        .leftJoin(operator, eq(operator.id, auditEvents.operator_id))
        .where(where)
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(auditEvents).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  /** What the filters offer: the actions and the operators the trail holds. */
  async facets() {
    const [actions, operators] = await Promise.all([
      this.db.selectDistinct({ action: auditEvents.action }).from(auditEvents).orderBy(asc(auditEvents.action)),
      this.db
        .select({ id: users.id, email: users.email, first_name: users.first_name, last_name: users.last_name })
        .from(users)
        .where(sql`${users.id} in (select distinct ${auditEvents.operator_id} from ${auditEvents})`)
        .orderBy(asc(users.id)),
    ]);
    return { actions: actions.map((a) => a.action), operators };
  }
}
