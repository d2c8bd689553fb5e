import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import { toMinor } from '@cabinet/contracts/money';
import { basisPointsOf } from '@cabinet/contracts/money-math';
import { withdrawalMethods, type WithdrawalMethod, type WithdrawalStatus } from '@cabinet/contracts/withdrawals';
import {
  type OpsWithdrawal,
  type OpsWithdrawalList,
  type WithdrawalMethodSettings,
  type WithdrawalMethodSettingsBody,
} from '@cabinet/contracts/withdrawals-ops';
import type { NotificationKind } from '@cabinet/contracts/notifications';
import { toPerson } from '../../account/people.ts';
import { describeAudit } from '../../audit/audit-context.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import { approvalMeta, type ApprovalHandler, type ApprovalsService } from '../approvals/approvals.service.ts';
import { providerAccount, type Ledger, type Tx } from '../ledger/ledger.ts';
import { settingsView } from './methods.ts';
import type { WithdrawalRow, WithdrawalsRepository } from './withdrawals.repository.ts';
import { toWithdrawal, type WithdrawalsService } from './withdrawals.service.ts';

type OpsRow = Awaited<ReturnType<WithdrawalsRepository['opsList']>>['rows'][number];

/**
 * The operators' side of withdrawals: the queue, pay (the holds are captured: the amount to `payouts`, the fee to
 * fee revenue), reject (released), or ask for corrected payment details (the holds stay). Each change happens under
 * the withdrawal's row lock, so of two operators acting at once exactly one succeeds; the seller is told. A payout
 * above the approval threshold waits for a second operator instead (issue 23): `pay` records the request, and
 * `approvedPayout` pays it once another operator approves.
 */
export class WithdrawalOpsService {
  constructor(
    private readonly deps: {
      repo: WithdrawalsRepository;
      withdrawals: WithdrawalsService;
      ledger: Ledger;
      approvals: Pick<
        ApprovalsService,
        'needsApproval' | 'request' | 'pendingPayout' | 'cancelPayout' | 'payoutDecisions'
      >;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  async list(
    callerId: number,
    q: PageQuery & { status?: WithdrawalStatus; account_id?: number; order?: 'oldest' | 'newest' },
  ): Promise<OpsWithdrawalList> {
    const { rows, total } = await this.deps.repo.opsList(q);
    return { withdrawals: await this.toOps(callerId, rows), ...pageInfo(q, total) };
  }

  /** The back office's home page: pending withdrawals to pay. */
  waiting(cutoff: Date) {
    return this.deps.repo.waiting(cutoff);
  }

  async get(callerId: number, id: number): Promise<OpsWithdrawal> {
    const { rows } = await this.deps.repo.opsList({ page: 1, on_page: 1 }, id);
    if (!rows[0]) throw notFound();
    return (await this.toOps(callerId, rows))[0]!;
  }

  /** Pays now, or — above the approval threshold — asks a second operator to (the answer's `approval` is pending). */
  async pay(operatorId: number, id: number): Promise<OpsWithdrawal> {
    const { ledger, repo, approvals } = this.deps;
    const paid = await ledger.transaction(async (tx) => {
      const w = await repo.lock(tx, id);
      if (!w) throw notFound();
      if (w.status !== 'pending') throw new AppError(409, 'withdrawal_not_pending');
      if (await approvals.pendingPayout(tx, id)) throw new AppError(409, 'approval_pending');
      if (await approvals.needsApproval(w.amount)) {
        await approvals.request(tx, {
          kind: 'payout',
          account_id: w.account_id,
          amount: w.amount,
          withdrawal_id: id,
          requested_by: operatorId,
        });
        return null;
      }
      return this.capture(tx, w, operatorId);
    });
    const answer = await this.get(operatorId, id);
    describeAudit({
      accountId: answer.account_id,
      after: { status: answer.status, amount: answer.amount.amount, awaiting_approval: paid === null },
    });
    if (paid) await this.notify(paid, 'money.withdrawal_paid');
    return answer;
  }

  /** Pays a withdrawal whose payout another operator approved, in the approval's transaction. */
  readonly approvedPayout: ApprovalHandler = async (tx, approval, approverId) => {
    const w = await this.deps.repo.lock(tx, approval.withdrawal_id!);
    if (!w) throw notFound();
    if (w.status !== 'pending') throw new AppError(409, 'withdrawal_not_pending');
    const row = await this.capture(tx, w, approverId, approvalMeta(approval, approverId));
    return { journalId: row.payout_journal_id!, afterwards: () => this.notify(row, 'money.withdrawal_paid') };
  };

  reject(operatorId: number, id: number, reason: string): Promise<OpsWithdrawal> {
    return this.change(operatorId, id, ['pending', 'details_need_correction'], 'money.withdrawal_rejected', (tx, w) =>
      this.deps.withdrawals.releaseHolds(tx, w, operatorId).then(() => ({ status: 'rejected' as const, reason })),
    );
  }

  needsCorrection(operatorId: number, id: number, reason: string): Promise<OpsWithdrawal> {
    return this.change(operatorId, id, ['pending'], 'money.withdrawal_needs_correction', () =>
      Promise.resolve({
        status: 'details_need_correction' as const,
        reason,
        correction_requested_at: this.deps.now(),
      }),
    );
  }

  /** The amount to `payouts:<method>`, the fee to fee revenue; the journals carry `meta` (both operators). */
  private async capture(
    tx: Tx,
    w: WithdrawalRow,
    by: number,
    meta: Record<string, number | null> = {},
  ): Promise<WithdrawalRow> {
    const { ledger } = this.deps;
    const journalId = await ledger.capture(tx, w.hold_id, providerAccount('payouts', w.method), {
      createdBy: by,
      meta,
    });
    if (w.fee_hold_id !== null) {
      await ledger.capture(tx, w.fee_hold_id, providerAccount('revenue', 'fees'), { createdBy: by, meta });
    }
    const at = this.deps.now();
    return this.deps.repo.update(tx, w.id, {
      status: 'paid',
      paid_at: at,
      payout_journal_id: journalId,
      resolved_by: by,
      updated_at: at,
    });
  }

  /** A withdrawal that stops waiting for payment closes its payout's approval request (locked first, as approving). */
  private async change(
    operatorId: number,
    id: number,
    from: WithdrawalStatus[],
    kind: NotificationKind,
    work: (tx: Tx, w: WithdrawalRow) => Promise<Partial<WithdrawalRow>>,
  ): Promise<OpsWithdrawal> {
    const row = await this.deps.ledger.transaction(async (tx) => {
      await this.deps.approvals.cancelPayout(tx, id, operatorId);
      const w = await this.deps.repo.lock(tx, id);
      if (!w) throw notFound();
      if (!from.includes(w.status)) throw new AppError(409, 'withdrawal_not_pending');
      const set = await work(tx, w);
      return this.deps.repo.update(tx, id, { ...set, resolved_by: operatorId, updated_at: this.deps.now() });
    });
    describeAudit({
      accountId: row.account_id,
      after: { status: row.status, amount: toWithdrawal(row).amount.amount },
    });
    await this.notify(row, kind);
    return this.get(operatorId, id);
  }

  private notify(row: WithdrawalRow, kind: NotificationKind): Promise<void> {
    return this.deps.notifications.notify(row.account_id, kind, {
      withdrawal_id: row.id,
      amount: toWithdrawal(row).amount.amount,
      currency: 'USD',
      ...(row.reason && kind !== 'money.withdrawal_paid' ? { reason: row.reason } : {}),
    });
  }

  private async toOps(callerId: number, rows: OpsRow[]): Promise<OpsWithdrawal[]> {
    const waiting = rows.filter((r) => r.withdrawal.status === 'pending').map((r) => r.withdrawal.id);
    const approvals = await this.deps.approvals.payoutDecisions(callerId, waiting);
    return rows.map((r) => ({
      ...toWithdrawal(r.withdrawal),
      account_id: r.withdrawal.account_id,
      seller_email: r.email,
      seller_name: `${r.first_name} ${r.last_name}`.trim(),
      card_token: r.withdrawal.requisites.method === 'card' ? r.withdrawal.requisites.token : null,
      approval: approvals.get(r.withdrawal.id) ?? null,
      resolved_by: r.resolver ? toPerson(r.resolver) : null,
    }));
  }

  async methodSettings(): Promise<{ methods: WithdrawalMethodSettings[] }> {
    const settings = await this.deps.withdrawals.settings();
    return {
      methods: withdrawalMethods.map((method) => ({
        method,
        enabled: settings[method].enabled,
        ...settingsView(settings[method]),
      })),
    };
  }

  async saveMethodSettings(
    method: WithdrawalMethod,
    body: Required<WithdrawalMethodSettingsBody>,
  ): Promise<{ methods: WithdrawalMethodSettings[] }> {
    await this.deps.repo.saveMethodSettings(
      {
        method,
        enabled: body.enabled,
        min_amount: toMinor(body.min_amount)!,
        max_amount: toMinor(body.max_amount)!,
        fee_basis_points: basisPointsOf(body.fee_percent)!,
        fee_minimum: toMinor(body.fee_minimum)!,
      },
      this.deps.now(),
    );
    return this.methodSettings();
  }
}
