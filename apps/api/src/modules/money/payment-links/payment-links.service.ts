import { randomBytes } from 'node:crypto';
import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import type {
  OpsPaymentLink,
  OpsPaymentLinkList,
  PaymentLink,
  PaymentLinkCreateBody,
  PaymentLinkDetail,
  PaymentLinkList,
  PaymentLinkStatus,
} from '@cabinet/contracts/payment-links';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import { toPayment, toPaymentLink } from './payment-link-mapping.ts';
import type { PaymentLinksRepository } from './payment-links.repository.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const CODE_LENGTH = 12;

/** 12 characters of a 57-letter alphabet (~70 bits): a pay page address nobody guesses. */
export function newLinkCode(): string {
  const bytes = randomBytes(CODE_LENGTH * 2);
  let code = '';
  for (const byte of bytes) {
    // Rejection sampling keeps every letter equally likely.
    if (byte < 256 - (256 % CODE_ALPHABET.length)) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    if (code.length === CODE_LENGTH) return code;
  }
  return code + newLinkCode().slice(code.length);
}

/** Operator decisions: which statuses each may start from, and where it leads. */
const REVIEW: Record<'accept' | 'decline' | 'block' | 'unblock', { from: PaymentLinkStatus[]; to: PaymentLinkStatus }> =
  {
    accept: { from: ['in_review'], to: 'accepted' },
    decline: { from: ['in_review'], to: 'declined' },
    block: { from: ['in_review', 'accepted'], to: 'blocked' },
    unblock: { from: ['blocked'], to: 'accepted' },
  };
export type ReviewAction = keyof typeof REVIEW;

/**
 * The seller's payment links (create, list, see payments, deactivate) and the operator's review of them.
 * A new link waits in review; only an accepted one can be paid (see PayService).
 */
export class PaymentLinksService {
  constructor(
    private readonly deps: {
      repo: PaymentLinksRepository;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
      publicUrl: string;
    },
  ) {}

  private link = (row: Parameters<typeof toPaymentLink>[0]) => toPaymentLink(row, this.deps.publicUrl);

  async list(accountId: number, q: PageQuery & { status?: PaymentLinkStatus }): Promise<PaymentLinkList> {
    const { rows, total } = await this.deps.repo.list(q, accountId);
    return { payment_links: rows.map((r) => this.link(r.link)), ...pageInfo(q, total) };
  }

  async create(accountId: number, userId: number, body: PaymentLinkCreateBody & { amount: number }) {
    const row = await this.deps.repo.insert({
      account_id: accountId,
      code: newLinkCode(),
      kind: body.kind,
      amount: body.amount,
      currency: body.currency,
      description: body.description,
      created_by: userId,
      created_at: this.deps.now(),
    });
    return this.link(row);
  }

  async get(accountId: number, id: number): Promise<PaymentLinkDetail> {
    const row = await this.deps.repo.find(id, accountId);
    if (!row) throw notFound();
    const payments = await this.deps.repo.payments(row.id);
    return { ...this.link(row), payments: payments.map(toPayment) };
  }

  /** The seller switches a link off for good: it stays in the list with its payments, and takes no more. */
  async deactivate(accountId: number, id: number): Promise<PaymentLink> {
    const row = await this.deps.repo.deactivate(id, accountId);
    if (!row) throw notFound();
    return this.link(row);
  }

  async opsList(q: PageQuery & { status?: PaymentLinkStatus }): Promise<OpsPaymentLinkList> {
    const { rows, total } = await this.deps.repo.list(q);
    return {
      payment_links: rows.map((r) => ({ ...this.link(r.link), ...this.seller(r) })),
      ...pageInfo(q, total),
    };
  }

  private seller = (r: { link: { account_id: number }; seller_name: string; seller_email: string }) => ({
    account_id: r.link.account_id,
    seller_name: r.seller_name,
    seller_email: r.seller_email,
  });

  /** accept / decline / block / unblock: atomic, from the allowed statuses only (else 409), and the seller is told. */
  async review(operatorId: number, id: number, action: ReviewAction, reason?: string): Promise<OpsPaymentLink> {
    const { from, to } = REVIEW[action];
    const updated = await this.deps.repo.transition(id, from, {
      status: to,
      review_reason: reason ?? null,
      reviewed_by: operatorId,
      reviewed_at: this.deps.now(),
    });
    if (!updated) {
      if (!(await this.deps.repo.find(id))) throw notFound();
      throw new AppError(409, 'payment_link_status_conflict');
    }
    await this.deps.notifications.notify(updated.account_id, 'money.payment_link_reviewed', {
      status: to,
      description: updated.description,
      reason: reason ?? null,
    });
    const row = await this.deps.repo.byId(id);
    return { ...this.link(row!.link), ...this.seller(row!) };
  }
}
