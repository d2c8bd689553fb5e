import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import type {
  ClaimStatus,
  OpsClaim,
  OpsClaimList,
  OpsUnidentifiedPayment,
  OpsUnidentifiedPaymentList,
  UnidentifiedPaymentStatus,
} from '@cabinet/contracts/lost-payments';
import { AppError, invalid, notFound } from '../../../platform/errors.ts';
import { describeAudit } from '../../audit/audit-context.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import { providerAccount, sellerAccount, type Ledger, type Tx } from '../ledger/ledger.ts';
import { displayDate } from '../invoices/invoice-view.ts';
import { money } from '../money-format.ts';
import type { FileStore } from '../../../platform/storage/file-store.ts';
import { toOpsClaim, toOpsPayment } from './lost-payments-mapping.ts';
import type { LostPaymentsRepository, PaymentRow } from './lost-payments.repository.ts';

/** Where unidentified money waits in the ledger until it is assigned (clearing, ref = the channel). */
export const UNIDENTIFIED_CLEARING = providerAccount('clearing', 'unidentified');

/**
 * The operator's side: register money nobody could match, review the claims on it, and assign it to one seller —
 * on a claim or directly — credited exactly once (journal `unidentified_payment`: clearing → available). Approving locks the payment first,
 * then the claim, so that concurrent decisions on one payment serialise; the other pending claims of an assigned
 * payment are rejected as "assigned elsewhere". Every decision is told to the seller.
 */
export class ClaimsReviewService {
  constructor(
    private readonly deps: {
      repo: LostPaymentsRepository;
      ledger: Ledger;
      files: FileStore;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  async register(
    operatorId: number,
    body: { amount: number; payer: string; date: string; details: string },
  ): Promise<OpsUnidentifiedPayment> {
    if (body.date > this.deps.now().toISOString().slice(0, 10)) throw invalid({ date: ['date_in_future'] });
    const row = await this.deps.repo.insertPayment({
      amount: body.amount,
      payer: body.payer,
      paid_on: body.date,
      details: body.details,
      created_by: operatorId,
      created_at: this.deps.now(),
    });
    return toOpsPayment(row, 0, { assigned_name: null, assigned_email: null });
  }

  async payments(q: PageQuery & { status?: UnidentifiedPaymentStatus }): Promise<OpsUnidentifiedPaymentList> {
    const { rows, total } = await this.deps.repo.payments(q);
    return { payments: rows.map((r) => toOpsPayment(r.payment, r.pending_claims, r)), ...pageInfo(q, total) };
  }

  private async opsPayment(id: number): Promise<OpsUnidentifiedPayment> {
    const { rows } = await this.deps.repo.payments({ page: 1, on_page: 1 }, id);
    if (!rows[0]) throw notFound();
    return toOpsPayment(rows[0].payment, rows[0].pending_claims, rows[0]);
  }

  async claims(q: PageQuery & { status?: ClaimStatus }): Promise<OpsClaimList> {
    const { rows, total } = await this.deps.repo.claims(q);
    const files = await this.deps.repo.files(rows.map((r) => r.claim.id));
    return { claims: rows.map((r) => toOpsClaim(r, files)), ...pageInfo(q, total) };
  }

  /** The back office's home page: payments to assign. */
  waitingPayments(cutoff: Date) {
    return this.deps.repo.waitingPayments(cutoff);
  }

  /** The back office's home page: claims to decide. */
  waitingClaims(cutoff: Date) {
    return this.deps.repo.waitingClaims(cutoff);
  }

  async file(claimId: number, fileId: number) {
    const row = await this.deps.repo.file(claimId, fileId);
    if (!row) throw notFound();
    return { file: row, stream: this.deps.files.read(row.storage_key) };
  }

  private async opsClaim(id: number): Promise<OpsClaim> {
    const row = await this.deps.repo.claim(id);
    if (!row) throw notFound();
    return toOpsClaim(row, await this.deps.repo.files([id]));
  }

  async approve(operatorId: number, claimId: number): Promise<OpsClaim> {
    const { repo, ledger } = this.deps;
    const paymentId = await repo.claimPaymentId(claimId);
    if (paymentId === undefined) throw notFound();
    const { claim, payment, others } = await ledger.transaction(async (tx) => {
      const payment = await repo.lockPayment(tx, paymentId);
      const claim = await repo.lockClaim(tx, claimId);
      if (!payment || !claim) throw notFound();
      if (claim.status !== 'pending') throw new AppError(409, 'claim_already_decided');
      if (payment.status !== 'open') throw new AppError(409, 'unidentified_payment_not_open');
      const others = await this.credit(tx, payment, claim.account_id, operatorId, claim.id);
      return { claim, payment, others };
    });
    const amount = money(payment.amount);
    await this.deps.notifications.notify(claim.account_id, 'money.claim_decided', {
      status: 'approved',
      amount: amount.amount,
      currency: amount.currency,
    });
    await this.notifyAssignedElsewhere(payment, others);
    return this.opsClaim(claimId);
  }

  /**
   * Assigns an open payment to a seller the operator found (by name or e-mail) without waiting for a claim: credited
   * and closed in one journal, under the payment's lock, so a second assignment, a claim's approval or a new claim
   * after it is refused. The seller's own pending claim on it is approved, the others' rejected.
   */
  async assign(operatorId: number, paymentId: number, accountId: number): Promise<OpsUnidentifiedPayment> {
    const { repo, ledger } = this.deps;
    const { payment, others } = await ledger.transaction(async (tx) => {
      if (!(await repo.sellerExists(tx, accountId))) throw invalid({ account_id: ['seller_not_found'] });
      const payment = await repo.lockPayment(tx, paymentId);
      if (!payment) throw notFound();
      if (payment.status !== 'open') throw new AppError(409, 'unidentified_payment_not_open');
      const own = await repo.lockPendingClaimOf(tx, paymentId, accountId);
      const others = await this.credit(tx, payment, accountId, operatorId, own?.id ?? null);
      return { payment, others };
    });
    const amount = money(payment.amount);
    describeAudit({ accountId, after: { amount: amount.amount } });
    await this.deps.notifications.notify(accountId, 'money.unidentified_payment_assigned', {
      amount: amount.amount,
      currency: amount.currency,
      date: displayDate(payment.paid_on),
    });
    await this.notifyAssignedElsewhere(payment, others);
    return this.opsPayment(paymentId);
  }

  /**
   * The one journal of an assignment (clearing → the seller's available), the payment closed with it, the winning
   * claim (if any) approved and every other pending claim rejected as assigned elsewhere; answers who those were.
   */
  private async credit(tx: Tx, payment: PaymentRow, accountId: number, operatorId: number, claimId: number | null) {
    const { repo, ledger, now } = this.deps;
    const at = now();
    const journalId = await ledger.post(tx, {
      accountId,
      kind: 'unidentified_payment',
      description: payment.details || payment.payer,
      createdBy: operatorId,
      meta: { unidentified_payment_id: payment.id, claim_id: claimId, paid_on: payment.paid_on },
      lines: [
        { account: UNIDENTIFIED_CLEARING, amount: -payment.amount },
        { account: sellerAccount(accountId, 'available'), amount: payment.amount },
      ],
    });
    await repo.assign(tx, payment.id, { accountId, journalId, at });
    if (claimId !== null) {
      await repo.decide(tx, claimId, { status: 'approved', reason: null, decided_by: operatorId, decided_at: at });
    }
    return repo.rejectOthers(tx, payment.id, claimId, operatorId, at);
  }

  private async notifyAssignedElsewhere(payment: PaymentRow, others: { account_id: number }[]): Promise<void> {
    const amount = money(payment.amount);
    for (const other of others) {
      await this.deps.notifications.notify(other.account_id, 'money.claim_decided', {
        status: 'rejected',
        amount: amount.amount,
        currency: amount.currency,
        reason: null,
      });
    }
  }

  async reject(operatorId: number, claimId: number, reason: string): Promise<OpsClaim> {
    const { repo, ledger, now } = this.deps;
    const claim = await ledger.transaction(async (tx) => {
      const claim = await repo.lockClaim(tx, claimId);
      if (!claim) throw notFound();
      if (claim.status !== 'pending') throw new AppError(409, 'claim_already_decided');
      await repo.decide(tx, claim.id, { status: 'rejected', reason, decided_by: operatorId, decided_at: now() });
      return claim;
    });
    const result = await this.opsClaim(claim.id);
    await this.deps.notifications.notify(claim.account_id, 'money.claim_decided', {
      status: 'rejected',
      amount: result.payment.amount.amount,
      currency: result.payment.amount.currency,
      reason,
    });
    return result;
  }
}
