import type { z } from 'zod';
import type { AuditList, auditQuerySchema } from '@cabinet/contracts/audit';
import { pageInfo } from '@cabinet/contracts/common';
import { kyivDayEnd, kyivDayStart } from '../../platform/kyiv-day.ts';
import { toPerson } from '../account/people.ts';
import { toSellerRef } from '../account/seller-ref.ts';
import type { AuditRepository } from './audit.repository.ts';

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
      events: rows.map(({ event, operator, seller_name, seller_email }) => ({
        id: event.id,
        at: event.at.toISOString(),
        operator: operator ? toPerson(operator) : null,
        action: event.action,
        object: event.object,
        seller: toSellerRef({ account_id: event.account_id, seller_name, seller_email }),
        before: event.before ?? null,
        after: event.after ?? null,
        reason: event.reason,
      })),
      actions: facets.actions,
      operators: facets.operators.map(toPerson),
    };
  }
}
