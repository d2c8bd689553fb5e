import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationKind, NotificationPayload } from '@cabinet/contracts/notifications';
import { accounts, users } from '../account/account.schema.ts';

/**
 * The notification centre (§3 Notification). One row per recipient: an event for the whole account is fanned out
 * to its users, so that reading, pinning and removing are each user's own.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    account_id: integer()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    payload: jsonb().$type<NotificationPayload>().notNull().default({}),
    is_pinned: boolean().notNull().default(false),
    seen_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list: one user's notifications, pinned first, newest first.
    index('notifications_list_idx').on(t.user_id, t.is_pinned.desc(), t.created_at.desc(), t.id.desc()),
    // The badge: one user's unseen count.
    index('notifications_unseen_idx')
      .on(t.user_id)
      .where(sql`${t.seen_at} is null`),
  ],
);

/**
 * A user's choices per kind, stored only where they differ from the default (both on): a new kind needs no
 * migration or backfill, and `notify` reads the recipients' choices for one kind with one indexed query.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationKind>().notNull(),
    cabinet: boolean().notNull().default(true),
    email: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind] })],
);
