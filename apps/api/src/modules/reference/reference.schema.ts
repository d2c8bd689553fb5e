import { date, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Latest official rate of each currency in hryvnias, refreshed daily from the fx-rates provider. */
export const fxRates = pgTable('fx_rates', {
  currency: text().primaryKey(),
  rate: numeric({ precision: 18, scale: 6 }).notNull(),
  rate_date: date({ mode: 'string' }).notNull(),
  source: text({ enum: ['sandbox', 'nbu'] }).notNull(),
  updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
