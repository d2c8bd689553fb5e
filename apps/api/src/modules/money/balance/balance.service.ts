import { pageInfo } from '@cabinet/contracts/common';
import type { Balance, BalanceLog, HoldLog, LogQuery } from '@cabinet/contracts/money';
import type { Language } from '@cabinet/contracts/common';
import { translate } from '../../../platform/i18n/messages.ts';
import { toCsv } from '../../../platform/http/csv.ts';
import { money } from '../money-format.ts';
import type { BalanceRepository } from './balance.repository.ts';

/**
 * §3 Balance as views over the ledger (ARCHITECTURE §5). Available for shipments may use the credit line (a
 * negative minimum); a withdrawal never does, and nothing is available for withdrawal while withdrawals are blocked.
 */
export class BalanceService {
  constructor(private readonly repo: BalanceRepository) {}

  async get(accountId: number): Promise<Balance> {
    const s = await this.repo.snapshot(accountId);
    const forWithdrawal = s.withdrawalBlocked ? 0 : Math.max(0, s.available - Math.max(0, s.minimum));
    return {
      currency: 'USD',
      balance: money(s.available),
      waiting: money(s.waiting),
      blocked: money(s.blocked),
      available: money(s.available),
      frozen: money(s.frozen),
      will_be_removed: money(s.willBeRemoved),
      minimum_balance: money(s.minimum),
      available_for_shipments: money(Math.max(0, s.available - s.minimum)),
      available_for_withdrawal: money(forWithdrawal),
      cashback: money(s.cashback),
      withdrawal_blocked: s.withdrawalBlocked,
      withdrawal_block_reason: s.withdrawalBlockReason,
    };
  }

  async balanceLog(accountId: number, q: LogQuery): Promise<BalanceLog> {
    const { rows, total } = await this.repo.balanceLog(accountId, q);
    return { entries: rows.map(toLogEntry), ...pageInfo(q, total) };
  }

  async holdLog(accountId: number, q: LogQuery): Promise<HoldLog> {
    const { rows, total } = await this.repo.holdLog(accountId, q);
    return { holds: rows.map(toHold), ...pageInfo(q, total) };
  }

  /** The whole filtered balance log as CSV, headed and worded in the caller's language. */
  async balanceLogCsv(accountId: number, q: LogQuery, lang: Language): Promise<string> {
    const { rows } = await this.repo.balanceLog(accountId, q, false);
    const head = (k: string) => translate(lang, 'money', `csv.${k}`);
    return toCsv(
      [head('date'), head('operation'), head('description'), head('amount'), head('balance_after'), head('currency')],
      rows.map((r) => [
        r.created_at.toISOString(),
        translate(lang, 'money', `kind.${r.kind}`),
        r.description,
        money(r.amount).amount,
        money(r.balance_after).amount,
        r.currency,
      ]),
    );
  }

  async holdLogCsv(accountId: number, q: LogQuery, lang: Language): Promise<string> {
    const { rows } = await this.repo.holdLog(accountId, q, false);
    const head = (k: string) => translate(lang, 'money', `csv.${k}`);
    return toCsv(
      [head('date'), head('operation'), head('description'), head('amount'), head('status'), head('resolved_at')],
      rows.map((h) => [
        h.created_at.toISOString(),
        translate(lang, 'money', `kind.${h.kind}`),
        h.description,
        money(h.amount).amount,
        translate(lang, 'money', `hold_status.${h.status}`),
        h.resolved_at?.toISOString() ?? '',
      ]),
    );
  }
}

type LogRow = Awaited<ReturnType<BalanceRepository['balanceLog']>>['rows'][number];
function toLogEntry(r: LogRow) {
  return {
    id: r.id,
    journal_id: r.journal_id,
    kind: r.kind,
    amount: money(r.amount, r.currency),
    balance_after: money(r.balance_after, r.currency),
    description: r.description,
    created_at: r.created_at.toISOString(),
  };
}

type HoldRow = Awaited<ReturnType<BalanceRepository['holdLog']>>['rows'][number];
function toHold(h: HoldRow) {
  return {
    id: h.id,
    kind: h.kind,
    purpose: h.purpose,
    status: h.status,
    amount: money(h.amount, h.currency),
    description: h.description,
    created_at: h.created_at.toISOString(),
    resolved_at: h.resolved_at?.toISOString() ?? null,
  };
}
