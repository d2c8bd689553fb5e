import type { Language, PageQuery } from '@cabinet/contracts/common';
import { pageInfo } from '@cabinet/contracts/common';
import { fromMinor } from '@cabinet/contracts/money';
import {
  withdrawalMethods,
  type CreateWithdrawalBody,
  type Withdrawal,
  type WithdrawalAgreement,
  type WithdrawalList,
  type WithdrawalMethod,
  type WithdrawalMethodsResponse,
  type WithdrawalQuote,
  type WithdrawalStatus,
} from '@cabinet/contracts/withdrawals';
import { AppError, forbidden, invalid, notFound } from '../../../platform/errors.ts';
import type { RatesService } from '../../reference/rates.service.ts';
import type { BalanceService } from '../balance/balance.service.ts';
import type { Ledger, Tx } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import type { WalletAccountsRepository } from '../wallet-accounts/wallet-accounts.repository.ts';
import { AGREEMENT_TEXT, AGREEMENT_VERSION } from './agreement-text.ts';
import {
  convert,
  decimalToMinor,
  DEFAULT_METHOD_SETTINGS,
  feeFor,
  payoutCurrency,
  rateToMicro,
  requisitesLine,
  requisitesView,
  settingsView,
  type MethodSettings,
} from './methods.ts';
import type { ApprovalsService } from '../approvals/approvals.service.ts';
import type { WithdrawalRow, WithdrawalsRepository } from './withdrawals.repository.ts';
import type { StoredRequisites } from './withdrawals.schema.ts';

export interface WithdrawalCaller {
  accountId: number;
  userId: number;
}

export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    amount: money(row.amount),
    fee: money(row.fee),
    total: money(row.amount + row.fee),
    payout: money(row.payout_amount, row.payout_currency),
    rate: row.rate === null ? null : Number(row.rate).toFixed(4),
    requisites: requisitesView(row.requisites),
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
  };
}

/** Sums of a withdrawal before it is made: the fee on top of the amount, the payout at today's rate. */
interface Calculation {
  amount: number;
  fee: number;
  payout: number;
  rate: string | null;
  rateDate: string | null;
}

/**
 * Withdrawals (§5, §8): the amount within the method's limits, the fee on top, both frozen on holds until an
 * operator pays or rejects; the seller confirms the recipient and — for hryvnia payouts — the national amount at
 * the current rate. Withdrawals need the agreement accepted, requisites for the method, and no block (§6).
 */
export class WithdrawalsService {
  constructor(
    private readonly deps: {
      repo: WithdrawalsRepository;
      wallets: WalletAccountsRepository;
      ledger: Ledger;
      rates: Pick<RatesService, 'current'>;
      balance: BalanceService;
      approvals: Pick<ApprovalsService, 'cancelPayout'>;
      now: () => Date;
    },
  ) {}

  /** Every method's limits and fee: an operator's row, else the default. */
  async settings(): Promise<Record<WithdrawalMethod, MethodSettings>> {
    const rows = await this.deps.repo.methodSettings();
    const result = { ...DEFAULT_METHOD_SETTINGS };
    for (const row of rows) {
      result[row.method] = {
        method: row.method,
        enabled: row.enabled,
        min: row.min_amount,
        max: row.max_amount,
        feeBasisPoints: row.fee_basis_points,
        feeMinimum: row.fee_minimum,
      };
    }
    return result;
  }

  async methods(accountId: number): Promise<WithdrawalMethodsResponse> {
    const [settings, requisites, balance, acceptedAt] = await Promise.all([
      this.settings(),
      this.deps.repo.requisitesOf(accountId),
      this.deps.balance.get(accountId),
      this.deps.repo.agreementAcceptedAt(accountId, AGREEMENT_VERSION),
    ]);
    return {
      methods: withdrawalMethods
        .filter((m) => settings[m].enabled)
        .map((method) => {
          const row = requisites.find((r) => r.method === method);
          return {
            method,
            payout_currency: payoutCurrency(method) as 'USD' | 'UAH',
            ...settingsView(settings[method]),
            has_requisites: Boolean(row),
            requisites: row ? requisitesView(row.data) : null,
          };
        }),
      withdrawal_blocked: balance.withdrawal_blocked,
      withdrawal_block_reason: balance.withdrawal_block_reason,
      agreement_accepted: acceptedAt !== null,
      available_for_withdrawal: balance.available_for_withdrawal,
      frozen: balance.frozen,
    };
  }

  async quote(accountId: number, method: WithdrawalMethod, amount: number): Promise<WithdrawalQuote> {
    const settings = await this.enabledSettings(method);
    this.assertWithinLimits(settings, amount);
    const [calc, requisites] = await Promise.all([
      this.calculate(settings, amount),
      this.deps.repo.requisites(accountId, method),
    ]);
    return this.toQuote(method, calc, requisites?.data ?? null);
  }

  async create(caller: WithdrawalCaller, body: CreateWithdrawalBody & { amount: number }): Promise<Withdrawal> {
    const { accountId } = caller;
    const settings = await this.enabledSettings(body.method);
    if (await this.deps.repo.withdrawalBlocked(accountId)) throw forbidden('withdrawal_blocked');
    if (!(await this.deps.repo.agreementAcceptedAt(accountId, AGREEMENT_VERSION))) {
      throw new AppError(422, 'withdrawal_agreement_required');
    }
    this.assertWithinLimits(settings, body.amount);
    const stored = await this.deps.repo.requisites(accountId, body.method);
    if (!stored) throw new AppError(422, 'no_requisites');
    const calc = await this.calculate(settings, body.amount);
    this.assertConfirmed(body, calc, stored.data);

    const row = await this.deps.ledger.transaction(async (tx) => {
      await this.assertWalletActive(tx, accountId, stored.data);
      return this.holdAndInsert(tx, caller, body.method, calc, stored.data);
    });
    return toWithdrawal(row);
  }

  /** The amount and the fee go on two holds (frozen); available may not go below zero (no credit line). */
  private async holdAndInsert(
    tx: Tx,
    caller: WithdrawalCaller,
    method: WithdrawalMethod,
    calc: Calculation,
    requisites: StoredRequisites,
  ): Promise<WithdrawalRow> {
    const { ledger, repo, now } = this.deps;
    const description = requisitesLine(requisites);
    const common = {
      accountId: caller.accountId,
      purpose: 'withdrawal' as const,
      createdBy: caller.userId,
      withoutCredit: true,
    };
    const holdId = await ledger.hold(tx, { ...common, amount: calc.amount, kind: 'withdrawal', description });
    const feeHoldId =
      calc.fee > 0 ? await ledger.hold(tx, { ...common, amount: calc.fee, kind: 'withdrawal_fee', description }) : null;
    const at = now();
    return repo.insert(tx, {
      account_id: caller.accountId,
      method,
      status: 'pending',
      amount: calc.amount,
      fee: calc.fee,
      payout_currency: payoutCurrency(method) as 'USD' | 'UAH',
      payout_amount: calc.payout,
      rate: calc.rate,
      rate_date: calc.rateDate,
      requisites,
      hold_id: holdId,
      fee_hold_id: feeHoldId,
      created_by: caller.userId,
      created_at: at,
      updated_at: at,
    });
  }

  async list(accountId: number, q: PageQuery & { status?: WithdrawalStatus }): Promise<WithdrawalList> {
    const { rows, total } = await this.deps.repo.list(accountId, q);
    return { withdrawals: rows.map(toWithdrawal), ...pageInfo(q, total) };
  }

  async get(accountId: number, id: number): Promise<Withdrawal> {
    const row = await this.deps.repo.get(accountId, id);
    if (!row) throw notFound();
    return toWithdrawal(row);
  }

  /** The seller takes back a withdrawal nobody has paid yet: its holds are released. */
  async cancel(caller: WithdrawalCaller, id: number): Promise<Withdrawal> {
    const row = await this.deps.ledger.transaction(async (tx) => {
      // A payout waiting for a second operator is not paid now (approval rows lock before the withdrawal's).
      await this.deps.approvals.cancelPayout(tx, id, null);
      const w = await this.deps.repo.lock(tx, id, caller.accountId);
      if (!w) throw notFound();
      if (w.status !== 'pending' && w.status !== 'details_need_correction') {
        throw new AppError(409, 'withdrawal_update_failed');
      }
      await this.releaseHolds(tx, w, caller.userId);
      return this.deps.repo.update(tx, id, { status: 'cancelled', updated_at: this.deps.now() });
    });
    return toWithdrawal(row);
  }

  /**
   * §8 "Payment details need to be corrected": after fixing the method's requisites, the seller confirms them and
   * the withdrawal goes back to the queue with them. The hold never left.
   */
  async resubmit(caller: WithdrawalCaller, id: number): Promise<Withdrawal> {
    const row = await this.deps.ledger.transaction(async (tx) => {
      const w = await this.deps.repo.lock(tx, id, caller.accountId);
      if (!w) throw notFound();
      if (w.status !== 'details_need_correction') throw new AppError(409, 'withdrawal_update_failed');
      const stored = await this.deps.repo.requisites(caller.accountId, w.method, tx);
      if (!stored) throw new AppError(422, 'no_requisites');
      if (w.correction_requested_at && stored.updated_at <= w.correction_requested_at) {
        throw new AppError(422, 'requisites_not_corrected');
      }
      await this.assertWalletActive(tx, caller.accountId, stored.data);
      return this.deps.repo.update(tx, id, {
        status: 'pending',
        requisites: stored.data,
        reason: null,
        correction_requested_at: null,
        updated_at: this.deps.now(),
      });
    });
    return toWithdrawal(row);
  }

  async agreement(accountId: number, lang: Language): Promise<WithdrawalAgreement> {
    const acceptedAt = await this.deps.repo.agreementAcceptedAt(accountId, AGREEMENT_VERSION);
    return {
      version: AGREEMENT_VERSION,
      ...AGREEMENT_TEXT[lang],
      accepted: acceptedAt !== null,
      accepted_at: acceptedAt?.toISOString() ?? null,
    };
  }

  async acceptAgreement(caller: WithdrawalCaller, lang: Language): Promise<WithdrawalAgreement> {
    await this.deps.repo.acceptAgreement(caller.accountId, AGREEMENT_VERSION, caller.userId, this.deps.now());
    return this.agreement(caller.accountId, lang);
  }

  /** Releases the amount's and the fee's holds (rejection, cancellation). */
  async releaseHolds(tx: Tx, w: WithdrawalRow, by: number): Promise<void> {
    await this.deps.ledger.release(tx, w.hold_id, { createdBy: by });
    if (w.fee_hold_id !== null) await this.deps.ledger.release(tx, w.fee_hold_id, { createdBy: by });
  }

  private async enabledSettings(method: WithdrawalMethod): Promise<MethodSettings> {
    const settings = (await this.settings())[method];
    if (!settings.enabled) throw new AppError(422, 'withdrawal_method_unavailable');
    return settings;
  }

  /** §5: outside the limits the client offers to adjust the amount; the server only refuses. */
  private assertWithinLimits(s: MethodSettings, amount: number): void {
    if (amount < s.min || amount > s.max) {
      throw new AppError(422, 'amount_out_of_limits', {
        params: { min: fromMinor(s.min), max: fromMinor(s.max) },
        extra: { min: money(s.min), max: money(s.max) },
      });
    }
  }

  private async calculate(s: MethodSettings, amount: number): Promise<Calculation> {
    const fee = feeFor(amount, s);
    if (payoutCurrency(s.method) !== 'UAH') return { amount, fee, payout: amount, rate: null, rateDate: null };
    const rates = await this.deps.rates.current();
    const usd = rates.rates.find((r) => r.currency === 'USD');
    if (!usd) throw new AppError(503, 'rates_unavailable');
    return { amount, fee, payout: convert(amount, rateToMicro(usd.rate)), rate: usd.rate, rateDate: rates.date };
  }

  private toQuote(method: WithdrawalMethod, calc: Calculation, requisites: StoredRequisites | null): WithdrawalQuote {
    return {
      method,
      amount: money(calc.amount),
      fee: money(calc.fee),
      total: money(calc.amount + calc.fee),
      payout: money(calc.payout, payoutCurrency(method)),
      rate: calc.rate,
      rate_date: calc.rateDate,
      requisites: requisites ? requisitesView(requisites) : null,
    };
  }

  /**
   * §5: a hryvnia payout needs the national amount the seller saw; if the rate has moved since, the seller sees
   * the new quote (409 rate_changed) and confirms again.
   */
  private assertConfirmed(body: CreateWithdrawalBody, calc: Calculation, requisites: StoredRequisites): void {
    const sent = body.confirm.national_amount;
    if (sent === undefined) {
      if (calc.rate !== null) throw invalid({ 'confirm.national_amount': ['required'] }, 'required_fields');
      return;
    }
    if (decimalToMinor(sent) !== calc.payout) {
      throw new AppError(409, 'rate_changed', { extra: { quote: this.toQuote(body.method, calc, requisites) } });
    }
  }

  /** A wallet payout needs the linked account still active; it is locked so that no unlink races the hold. */
  private async assertWalletActive(tx: Tx, accountId: number, requisites: StoredRequisites): Promise<void> {
    if (requisites.method !== 'wallet') return;
    if (!(await this.deps.wallets.lockActive(tx, accountId, requisites.wallet_account_id))) {
      throw new AppError(422, 'wallet_account_not_active');
    }
  }
}
