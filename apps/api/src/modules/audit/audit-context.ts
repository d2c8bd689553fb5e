import { AsyncLocalStorage } from 'node:async_hooks';
import type { AuditValues } from './audit.schema.ts';

/** What a service knows of the action it carries out, beyond what the request says. */
export interface AuditDetail {
  /** The seller the action concerns. */
  accountId?: number | null;
  before?: AuditValues | null;
  after?: AuditValues | null;
  reason?: string | null;
}

const scope = new AsyncLocalStorage<AuditDetail>();

/** Runs an audited operation's handler with a detail the services inside it may fill in (audit-recorder.ts). */
export function withAuditScope<T>(detail: AuditDetail, work: () => T): T {
  return scope.run(detail, work);
}

/**
 * Tells the audit trail what the current operator action changed: the seller, the state before and after, the
 * reason. A no-op outside an audited operation (the same service called by a seller, a job or a test), so services
 * call it without asking who called them. Later calls add to earlier ones.
 */
export function describeAudit(detail: AuditDetail): void {
  const current = scope.getStore();
  if (!current) return;
  if (detail.accountId !== undefined) current.accountId = detail.accountId;
  if (detail.reason !== undefined) current.reason = detail.reason;
  if (detail.before) current.before = { ...current.before, ...detail.before };
  if (detail.after) current.after = { ...current.after, ...detail.after };
}
