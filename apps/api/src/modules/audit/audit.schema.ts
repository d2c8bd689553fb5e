import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from '../account/account.schema.ts';

/** A flat record of what an action changed, shown field by field on the audit page. */
export type AuditValues = Record<string, string | number | boolean | null>;

/**
 * The back office's audit trail (issue 23): one row per operator action that changed something — money, statuses,
 * stock, tariffs, blocks, settings. Written by the route layer for every operator operation that names an `audit`
 * action (audit-recorder.ts), with what the service said of it (`describeAudit`). Never updated or deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull(),
    operator_id: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The endpoint table's `audit` key: what was done. */
    action: text().notNull(),
    /** The path's parameters: which object (a shipment's id, a tariff's type and zone…). */
    object: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    /** The seller the action concerns, when there is one. */
    account_id: integer().references(() => accounts.id, { onDelete: 'set null' }),
    before: jsonb().$type<AuditValues>(),
    after: jsonb().$type<AuditValues>(),
    reason: text(),
  },
  (t) => [
    index('audit_events_at').on(t.at.desc(), t.id.desc()),
    index('audit_events_account').on(t.account_id, t.at.desc()),
    index('audit_events_operator').on(t.operator_id, t.at.desc()),
  ],
);
