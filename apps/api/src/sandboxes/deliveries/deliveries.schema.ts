import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every sandbox's pushes (webhooks, notifications) owed to a subscriber, whatever the sandbox: the marketplaces'
 * webhooks, eBay's notices, the card processor's events. A row is the push as first signed; it is sent over HTTP
 * to its absolute `url` after the sandbox has answered its own caller, and again on its sender's schedule until
 * answered 2xx or given up (sandboxes/deliveries/schedules.ts).
 */
export const sandboxDeliveries = pgTable(
  'sandbox_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Who sends it, which also names its schedule and how it is signed afresh: shopify, etsy, payments, … */
    sender: text().notNull(),
    /** The sender's delivery id (X-Shopify-Webhook-Id, webhook-id, …): a receiver's idempotency key. */
    delivery_id: text().notNull(),
    /** What the push is about, for the sandbox's own look-ups (a sandbox shop's id, a checkout session). */
    subject: text(),
    url: text().notNull(),
    headers: jsonb().$type<Record<string, string>>().notNull(),
    body: text().notNull(),
    attempts: integer().notNull().default(0),
    /** Null once delivered or given up; while an attempt runs, the end of its lease. */
    next_attempt_at: timestamp({ withTimezone: true }),
    delivered_at: timestamp({ withTimezone: true }),
    /** The last answer's status; 0 when nothing answered (refused, timed out, not reachable). */
    last_status: integer(),
    last_error: text(),
    created_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sandbox_deliveries_delivery_idx').on(t.sender, t.delivery_id),
    index('sandbox_deliveries_due_idx').on(t.next_attempt_at),
    index('sandbox_deliveries_subject_idx').on(t.sender, t.subject),
  ],
);
export type SandboxDelivery = typeof sandboxDeliveries.$inferSelect;
