import { pageInfo } from '@cabinet/contracts/common';
import type { AuditList, AuditPerson } from '@cabinet/contracts/audit';
import type { z } from 'zod';
import type { auditQuerySchema } from '@cabinet/contracts/audit';
import { kyivDayEnd, kyivDayStart } from '../../platform/kyiv-day.ts';
import type { AuditRepository } from './audit.repository.ts';

type Person = { id: number | null; email: string | null; first: string | null; last: string | null } | null;

const personOf = (p: Person): AuditPerson | null =>
  p && p.id !== null ? { id: p.id, email: p.email ?? '', name: `${p.first ?? ''} ${p.last ?? ''}`.trim() } : null;

/** The audit page: the trail, newest first, with people named. */
export class AuditService {
  constructor(private readonly repo: AuditRepository) {}

  async list(q: z.output<typeof auditQuerySchema>): Promise<AuditList> {
    const filter = {
      operatorId: q.operator_id,
      accountId: q.account_id,
      action: q.action,
      from: q.from ? kyivDayStart(q.from) : undefined,
      to: q.to ? kyivDayEnd(q.to) : undefined,
    };
    const [{ rows, total }, facets] = await Promise.all([
      this.repo.page(filter, q.on_page, (q.page - 1) * q.on_page),
      this.repo.facets(),
    ]);
    return {
      ...pageInfo(q, total),
      events: rows.map(({ event, operator, owner }) => ({
        id: event.id,
        at: event.at.toISOString(),
        operator: personOf(operator),
        action: event.action,
        object: event.object,
        seller: personOf(owner),
        before: event.before ?? null,
        after: event.after ?? null,
        reason: event.reason,
      })),
      actions: facets.actions,
      operators: facets.operators.map((o) => personOf(o)!),
    };
  }
}
