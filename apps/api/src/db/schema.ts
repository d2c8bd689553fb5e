// Every table, gathered for Drizzle and drizzle-kit. Each table lives with its domain.
export * from '../modules/account/account.schema.ts';
export * from '../modules/auth/auth.schema.ts';
export * from '../modules/notifications/notifications.schema.ts';
export * from '../modules/reference/reference.schema.ts';
export * from '../modules/subaccounts/subaccounts.schema.ts';
export * from '../platform/cache.schema.ts';
export * from '../providers/mail/mail.schema.ts';
export * from '../modules/money/ledger/ledger.schema.ts';
export * from '../platform/idempotency/idempotency.schema.ts';
