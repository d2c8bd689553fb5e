import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every message the product sends. The sandbox stops here; SMTP also delivers and marks it sent. */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  to_address: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  template: text().notNull(),
  status: text({ enum: ['sandbox', 'sent', 'failed'] }).notNull(),
  error: text(),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
