import type { PageQuery } from '@cabinet/contracts/common';
import { pageInfo } from '@cabinet/contracts/common';
import { notFound } from '../../platform/errors.ts';
import { toSellerRef } from '../account/seller-ref.ts';
import { addBusinessDays } from './business-days.ts';
import type { ShopsRepository } from './shops.repository.ts';
import { requestView } from './shops.view.ts';
import type { NotificationService } from '../notifications/notifications.service.ts';

/** §9: connection requests are answered within 3 business days. */
export const REQUEST_BUSINESS_DAYS = 3;

/** §9 connection requests: a shop kind we do not connect yet, asked for by a seller and answered by an operator. */
export class ConnectionRequestsService {
  constructor(
    private readonly deps: {
      repo: ShopsRepository;
      now: () => Date;
      notifications: Pick<NotificationService, 'notify'>;
    },
  ) {}

  async requests(accountId: number) {
    return { items: (await this.deps.repo.requests(accountId)).map((r) => requestView(r)) };
  }

  async request(accountId: number, input: { platform: string; shop_url: string; comment: string }) {
    const now = this.deps.now();
    const row = await this.deps.repo.addRequest({
      account_id: accountId,
      ...input,
      created_at: now,
      due_at: addBusinessDays(now, REQUEST_BUSINESS_DAYS),
    });
    return requestView(row);
  }

  async opsRequests(query: PageQuery & { status?: string }) {
    const { rows, total } = await this.deps.repo.opsRequests({
      status: query.status,
      offset: (query.page - 1) * query.on_page,
      limit: query.on_page,
    });
    return {
      ...pageInfo(query, total),
      items: rows.map((r) => ({
        ...requestView(r.request, r.email),
        seller: toSellerRef({ ...r, account_id: r.request.account_id })!,
      })),
    };
  }

  /** The back office's home page: requests to answer. */
  waiting(cutoff: Date) {
    return this.deps.repo.waitingRequests(cutoff);
  }

  async answer(operatorId: number, id: number, input: { status: 'in_progress' | 'done' | 'declined'; answer: string }) {
    const row = await this.deps.repo.answerRequest(id, {
      status: input.status,
      answer: input.answer || null,
      answered_at: this.deps.now(),
      answered_by: operatorId,
    });
    if (!row) throw notFound();
    await this.deps.notifications.notify(row.account_id, 'sales.connection_request_answered', {
      platform: row.platform,
      status: row.status,
    });
    return requestView(row, await this.deps.repo.requestEmail(row.account_id));
  }
}
