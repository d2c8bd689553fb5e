import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text, timestamp, bigint } from 'drizzle-orm/pg-core';
import type { OpsRole } from '@cabinet/contracts/permissions';

/** The seller's business: the unit that owns every customer row (`account_id`). */
export const accounts = pgTable('accounts', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  user_type: text({ enum: ['individual', 'self_employed', 'entity'] }).notNull(),
  itn: text(),
  company_name: text(),
  psrn: text(),
  vars: jsonb()
    .$type<{ ECOM_GF: number; CUSTOMER_DHL_ENABLE: number }>()
    .notNull()
    .default({ ECOM_GF: 0, CUSTOMER_DHL_ENABLE: 0 }),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** People who sign in: an account's owner and members, or operators (who belong to no account). */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer().references(() => accounts.id, { onDelete: 'cascade' }),
    role: text({ enum: ['owner', 'member', 'operator'] }).notNull(),
    email: text().notNull().unique(),
    phone: text().notNull().default(''),
    first_name: text().notNull().default(''),
    last_name: text().notNull().default(''),
    language: text({ enum: ['ua', 'ru', 'en'] }).notNull(),
    password_hash: text().notNull(),
    /** Granted to members; owners implicitly hold every permission. */
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * An operator's back-office roles (issue 23: `admin`, `finance`, `warehouse`, `support`); empty for sellers. An
     * administrator holds every role's rights and grants the roles.
     */
    ops_roles: text()
      .array()
      .$type<OpsRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabled_at: timestamp({ withTimezone: true }),
    /** Set while a member has not yet accepted their invitation (no usable password); null for everyone else. */
    invited_at: timestamp({ withTimezone: true }),
    totp_secret: text(),
    totp_pending_secret: text(),
    /** The last accepted TOTP time step: a code is accepted once (replay protection). */
    totp_last_step: bigint({ mode: 'number' }),
    password_changed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_operator_has_no_account', sql`(${t.role} = 'operator') = (${t.account_id} is null)`)],
);

/** A user and an account as stored, and as written. */
export type UserRow = typeof users.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type NewUser = typeof users.$inferInsert;

/** §3 Personal data, one row per account. */
export const personalData = pgTable('personal_data', {
  account_id: integer()
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  passport_number: text().notNull(),
  issued_by: text().notNull(),
  issue_date: date({ mode: 'string' }).notNull(),
  birth_date: date({ mode: 'string' }).notNull(),
  tax_number: text().notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
