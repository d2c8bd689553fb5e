import {
  cashbackKinds,
  DEFAULT_CASHBACK_RATES,
  MIN_CASHBACK_REDEEM_MINOR,
  type Cashback,
  type CashbackKind,
  type CashbackRule,
  type CashbackRules,
  type OpsChargeResult,
} from '@cabinet/contracts/cashback';
import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import type { JournalKind, JournalResult } from '@cabinet/contracts/money';
import { percentText } from '@cabinet/contracts/money-math';
import { notFound } from '../../../platform/errors.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import type { BalanceService } from '../balance/balance.service.ts';
import { providerAccount, sellerAccount, type Ledger, type ReverseHook, type Tx } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import type { CashbackRepository } from './cashback.repository.ts';

const isCashbackKind = (kind: string): kind is CashbackKind => (cashbackKinds as readonly string[]).includes(kind);

/** Where an operator's manual charge goes. */
const REVENUE_OF = { service_charge: 'services', shipment_charge: 'shipping' } as const;

type HistoryRow = Awaited<ReturnType<CashbackRepository['history']>>['rows'][number];
function toHistoryEntry(r: HistoryRow) {
  const meta = r.meta;
  const sourceKind = typeof meta.charge_kind === 'string' ? (meta.charge_kind as JournalKind) : null;
  return {
    id: r.id,
    journal_id: r.journal_id,
    kind: r.kind,
    amount: money(r.amount),
    balance_after: money(r.balance_after),
    source_kind: sourceKind,
    source_amount: typeof meta.charge_amount === 'number' ? money(meta.charge_amount) : null,
    percent: typeof meta.rate_bp === 'number' ? percentText(meta.rate_bp) : null,
    created_at: r.created_at.toISOString(),
  };
}

/**
 * Cashback (issue 4): a share of every paid service, shipment and invoice goes to the seller's `cashback`
 * account, at the operator's rate for that kind of charge, rounded down to the cent. It is earned once per
 * charge, in the charge's own transaction, and taken back in the transaction that reverses the charge. The seller
 * moves it to the balance (at least 1 USD at a time).
 */
export class CashbackService {
  constructor(
    private readonly deps: {
      repo: CashbackRepository;
      ledger: Ledger;
      balance: BalanceService;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  /**
   * Accrues what a charge earns, inside the charging transaction: call it right after posting the charge. A
   * reversal, a journal that took nothing from the seller, a kind without a rate, or less than a cent earns
   * nothing (null); a charge already accrued answers its accrual again.
   */
  async accrueFor(tx: Tx, journal: number | { id: number }): Promise<{ journalId: number; amount: number } | null> {
    const charge = await this.deps.repo.journal(tx, typeof journal === 'number' ? journal : journal.id);
    if (!charge || charge.account_id === null || charge.reversal_of !== null || !isCashbackKind(charge.kind)) {
      return null;
    }
    const existing = await this.deps.repo.accrualOfCharge(tx, charge.id);
    if (existing) return { journalId: existing.accrual_journal_id, amount: existing.amount };
    const rate = (await this.rates(tx)).get(charge.kind)!.rate_bp;
    const charged = await this.deps.repo.charged(tx, charge.id, charge.account_id);
    const amount = Math.floor((charged * rate) / 10_000);
    if (charged <= 0 || amount <= 0) return null;
    const journalId = await this.deps.ledger.post(tx, {
      accountId: charge.account_id,
      kind: 'cashback_accrual',
      meta: { charge_journal_id: charge.id, charge_kind: charge.kind, charge_amount: charged, rate_bp: rate },
      lines: [
        { account: providerAccount('cashback_expense'), amount: -amount },
        { account: sellerAccount(charge.account_id, 'cashback'), amount },
      ],
    });
    await this.deps.repo.insertAccrual(tx, {
      account_id: charge.account_id,
      charge_journal_id: charge.id,
      accrual_journal_id: journalId,
      charge_amount: charged,
      rate_bp: rate,
      amount,
      created_at: this.deps.now(),
    });
    return { journalId, amount };
  }

  /**
   * The ledger's reversal hook. Reversing a charge takes its cashback back: from the cashback account as far as it
   * still holds it, the rest (already moved to the balance) from `available` — which the reversal has just credited
   * with the whole charge, so it can pay. Reversing the accrual itself settles it the same way.
   */
  readonly clawbackFor: ReverseHook = async (tx, reversed, reversalId) => {
    if (reversed.kind === 'cashback_accrual') {
      await this.deps.repo.markClawedBack(tx, { accrualJournalId: reversed.id }, reversalId);
      return;
    }
    if (!isCashbackKind(reversed.kind)) return;
    const accrual = await this.deps.repo.lockOpenAccrual(tx, reversed.id);
    if (!accrual) return;
    const held = await this.deps.repo.lockCashbackBalance(tx, accrual.account_id);
    const fromCashback = Math.min(accrual.amount, held);
    const fromAvailable = accrual.amount - fromCashback;
    const journalId = await this.deps.ledger.post(tx, {
      accountId: accrual.account_id,
      kind: 'cashback_clawback',
      meta: {
        charge_journal_id: accrual.charge_journal_id,
        charge_kind: reversed.kind,
        charge_amount: accrual.charge_amount,
        rate_bp: accrual.rate_bp,
        accrual_journal_id: accrual.accrual_journal_id,
        from_cashback: fromCashback,
        from_available: fromAvailable,
      },
      lines: [
        { account: providerAccount('cashback_expense'), amount: accrual.amount },
        ...(fromCashback > 0
          ? [{ account: sellerAccount(accrual.account_id, 'cashback'), amount: -fromCashback }]
          : []),
        ...(fromAvailable > 0
          ? [{ account: sellerAccount(accrual.account_id, 'available'), amount: -fromAvailable }]
          : []),
      ],
    });
    await this.deps.repo.markClawedBack(tx, { id: accrual.id }, journalId);
  };

  async get(accountId: number, q: PageQuery): Promise<Cashback> {
    const [balance, rules, { rows, total }] = await Promise.all([
      this.deps.repo.cashbackBalance(accountId),
      this.rules(),
      this.deps.repo.history(accountId, q),
    ]);
    return {
      balance: money(balance),
      minimum_redeem: money(MIN_CASHBACK_REDEEM_MINOR),
      rules: rules.rules,
      history: { entries: rows.map(toHistoryEntry), ...pageInfo(q, total) },
    };
  }

  /** Cashback → available; more than the cashback balance is 422 insufficient_funds, however many requests race. */
  async redeem(accountId: number, userId: number, amount: number): Promise<JournalResult> {
    const journalId = await this.deps.ledger.transaction((tx) =>
      this.deps.ledger.post(tx, {
        accountId,
        kind: 'cashback_redeem',
        createdBy: userId,
        lines: [
          { account: sellerAccount(accountId, 'cashback'), amount: -amount },
          { account: sellerAccount(accountId, 'available'), amount },
        ],
      }),
    );
    return { journal_id: journalId, balance: await this.deps.balance.get(accountId) };
  }

  async rules(): Promise<CashbackRules> {
    const rates = await this.rates(this.deps.ledger.db);
    return {
      rules: cashbackKinds.map((kind): CashbackRule => ({
        kind,
        percent: percentText(rates.get(kind)!.rate_bp),
        updated_at: rates.get(kind)!.updated_at?.toISOString() ?? null,
      })),
    };
  }

  async saveRules(operatorId: number, body: { rules: { kind: CashbackKind; percent: number }[] }) {
    const rules = body.rules.map((r) => ({ kind: r.kind, rate_bp: r.percent }));
    await this.deps.repo.saveRules(rules, operatorId, this.deps.now());
    return this.rules();
  }

  /** An operator charges a paid service or a shipment by hand; it earns cashback like any charge. */
  async charge(
    operatorId: number,
    accountId: number,
    body: { kind: 'service_charge' | 'shipment_charge'; amount: number; reason: string },
  ): Promise<OpsChargeResult> {
    if (!(await this.deps.repo.accountExists(accountId))) throw notFound();
    const { journalId, accrual } = await this.deps.ledger.transaction(async (tx) => {
      const journalId = await this.deps.ledger.post(tx, {
        accountId,
        kind: body.kind,
        description: body.reason,
        createdBy: operatorId,
        lines: [
          { account: sellerAccount(accountId, 'available'), amount: -body.amount },
          { account: providerAccount('revenue', REVENUE_OF[body.kind]), amount: body.amount },
        ],
      });
      return { journalId, accrual: await this.accrueFor(tx, journalId) };
    });
    await this.deps.notifications.notify(accountId, 'money.balance_adjusted', {
      amount: money(-body.amount).amount,
      currency: 'USD',
      reason: body.reason,
    });
    return {
      journal_id: journalId,
      cashback_journal_id: accrual?.journalId ?? null,
      cashback: money(accrual?.amount ?? 0),
    };
  }

  private async rates(tx: Parameters<CashbackRepository['rules']>[0]) {
    const rows = await this.deps.repo.rules(tx);
    return new Map(
      cashbackKinds.map((kind) => {
        const row = rows.find((r) => r.kind === kind);
        return [kind, { rate_bp: row?.rate_bp ?? DEFAULT_CASHBACK_RATES[kind], updated_at: row?.updated_at ?? null }];
      }),
    );
  }
}
