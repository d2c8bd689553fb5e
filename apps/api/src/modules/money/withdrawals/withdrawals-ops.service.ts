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
import { describeAudit } from '../../audit/audit-context.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import { providerAccount, type Ledger, type Tx } from '../ledger/ledger.ts';
import { settingsView } from './methods.ts';
import type { WithdrawalRow, WithdrawalsRepository } from './withdrawals.repository.ts';
import { toWithdrawal, type WithdrawalsService } from './withdrawals.service.ts';

type OpsRow = Awaited<ReturnType<WithdrawalsRepository['opsList']>>['rows'][number];
const toOpsWithdrawal = (r: OpsRow): OpsWithdrawal => ({
  ...toWithdrawal(r.withdrawal),
  account_id: r.withdrawal.account_id,
  seller_email: r.email,
  seller_name: `${r.first_name} ${r.last_name}`.trim(),
  card_token: r.withdrawal.requisites.method === 'card' ? r.withdrawal.requisites.token : null,
});

/**
 * The operators' side of withdrawals: the queue, pay (the holds are captured: the amount to `payouts`, the fee to
 * fee revenue), reject (released), or ask for corrected payment details (the holds stay). Each change happens under
 * the withdrawal's row lock, so of two operators acting at once exactly one succeeds; the seller is told.
 */
export class WithdrawalOpsService {
  constructor(
    private readonly deps: {
      repo: WithdrawalsRepository;
      withdrawals: WithdrawalsService;
      ledger: Ledger;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  async list(q: PageQuery & { status?: WithdrawalStatus }): Promise<OpsWithdrawalList> {
    const { rows, total } = await this.deps.repo.opsList(q);
    return { withdrawals: rows.map(toOpsWithdrawal), ...pageInfo(q, total) };
  }

  async get(id: number): Promise<OpsWithdrawal> {
    const { rows } = await this.deps.repo.opsList({ page: 1, on_page: 1 }, id);
    if (!rows[0]) throw notFound();
    return toOpsWithdrawal(rows[0]);
  }

  pay(operatorId: number, id: number): Promise<OpsWithdrawal> {
    return this.change(id, ['pending'], 'money.withdrawal_paid', async (tx, w) => {
      const { ledger } = this.deps;
      const journalId = await ledger.capture(tx, w.hold_id, providerAccount('payouts', w.method), {
        createdBy: operatorId,
      });
      if (w.fee_hold_id !== null) {
        await ledger.capture(tx, w.fee_hold_id, providerAccount('revenue', 'fees'), { createdBy: operatorId });
      }
      const at = this.deps.now();
      return { status: 'paid', paid_at: at, payout_journal_id: journalId, resolved_by: operatorId, updated_at: at };
    });
  }

  reject(operatorId: number, id: number, reason: string): Promise<OpsWithdrawal> {
    return this.change(id, ['pending', 'details_need_correction'], 'money.withdrawal_rejected', async (tx, w) => {
      await this.deps.withdrawals.releaseHolds(tx, w, operatorId);
      return { status: 'rejected', reason, resolved_by: operatorId, updated_at: this.deps.now() };
    });
  }

  needsCorrection(operatorId: number, id: number, reason: string): Promise<OpsWithdrawal> {
    return this.change(id, ['pending'], 'money.withdrawal_needs_correction', async () => {
      const at = this.deps.now();
      return {
        status: 'details_need_correction',
        reason,
        correction_requested_at: at,
        resolved_by: operatorId,
        updated_at: at,
      };
    });
  }

  private async change(
    id: number,
    from: WithdrawalStatus[],
    kind: NotificationKind,
    work: (tx: Tx, w: WithdrawalRow) => Promise<Partial<WithdrawalRow>>,
  ): Promise<OpsWithdrawal> {
    const row = await this.deps.ledger.transaction(async (tx) => {
      const w = await this.deps.repo.lock(tx, id);
      if (!w) throw notFound();
      if (!from.includes(w.status)) throw new AppError(409, 'withdrawal_not_pending');
      return this.deps.repo.update(tx, id, await work(tx, w));
    });
    describeAudit({
      accountId: row.account_id,
      after: { status: row.status, amount: toWithdrawal(row).amount.amount },
    });
    await this.deps.notifications.notify(row.account_id, kind, {
      withdrawal_id: row.id,
      amount: toWithdrawal(row).amount.amount,
      currency: 'USD',
      ...(row.reason && kind !== 'money.withdrawal_paid' ? { reason: row.reason } : {}),
    });
    return this.get(id);
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
