import type { Language } from '@cabinet/contracts/common';
import { pageInfo } from '@cabinet/contracts/common';
import type {
  HandlingReport,
  HandlingReportQuery,
  IncomingReport,
  IncomingReportQuery,
  PaymentList,
  PaymentType,
  SummaryQuery,
  SummaryReport,
} from '@cabinet/contracts/reports';
import { toCsv } from '../../../platform/http/csv.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { money } from '../money-format.ts';
import { handlingCsv, handlingPdf, handlingReport } from './handling-report.ts';
import { periodDays, rangeOf, reportDays } from './report-range.ts';
import type { ReportsRepository } from './reports.repository.ts';
import { summaryPdf } from './summary-pdf.ts';

/** Fee journals (withdrawal_fee, and any later `*_fee` kind) are shown apart from other outgoing money. */
export const isFee = (kind: string) => kind.endsWith('_fee');

/**
 * Payments (§7 POST /payments) and the money reports, read from the ledger. Every figure is a sum of integer minor
 * units done by the database; the summary's net always equals closing − opening balance.
 */
export class ReportsService {
  constructor(private readonly deps: { repo: ReportsRepository; now: () => Date; author: string }) {}

  async payments(
    accountId: number,
    q: { page: number; on_page: number; payment_type: PaymentType },
  ): Promise<PaymentList> {
    const { rows, total } = await this.deps.repo.payments(accountId, q.payment_type, q);
    return {
      payments: rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        type: q.payment_type,
        amount: money(Math.abs(r.net)),
        description: r.description,
        created_at: r.created_at.toISOString(),
      })),
      ...pageInfo(q, total),
    };
  }

  async incoming(accountId: number, q: IncomingReportQuery): Promise<IncomingReport> {
    const days = reportDays(this.deps.now(), q);
    const { byKind, byPeriod } = await this.deps.repo.incomingTotals(
      accountId,
      rangeOf(days.date_from, days.date_to),
      q.group,
    );
    const bucket = (b: { count: number; total: number }) => ({ count: b.count, total: money(b.total) });
    return {
      ...days,
      group: q.group,
      count: byKind.reduce((n, k) => n + k.count, 0),
      total: money(byKind.reduce((sum, k) => sum + k.total, 0)),
      by_kind: byKind.map((k) => ({ kind: k.kind, ...bucket(k) })),
      by_period: byPeriod.map((p) => ({ period: p.period, ...bucket(p) })),
    };
  }

  /** The incoming payments of the report's range, one per line, oldest first. */
  async incomingCsv(accountId: number, q: IncomingReportQuery, lang: Language): Promise<string> {
    const days = reportDays(this.deps.now(), q);
    const rows = await this.deps.repo.paymentsWithin(accountId, 'incoming', rangeOf(days.date_from, days.date_to));
    const t = (key: string) => translate(lang, 'money', key);
    return toCsv(
      [t('csv.date'), t('csv.operation'), t('csv.description'), t('csv.amount'), t('csv.currency')],
      rows.map((r) => [r.created_at.toISOString(), t(`kind.${r.kind}`), r.description, money(r.net).amount, 'USD']),
    );
  }

  async summary(accountId: number, q: SummaryQuery): Promise<SummaryReport> {
    const { repo } = this.deps;
    const days = periodDays(this.deps.now(), q);
    const range = rangeOf(days.date_from, days.date_to);
    const [byKind, opening, closing] = await Promise.all([
      repo.totalsByKind(accountId, range),
      repo.heldBefore(accountId, range.from),
      repo.heldBefore(accountId, range.to),
    ]);
    const sum = (pick: (k: (typeof byKind)[number]) => number) => byKind.reduce((s, k) => s + pick(k), 0);
    const incoming = sum((k) => k.incoming);
    const fees = sum((k) => (isFee(k.kind) ? k.outgoing : 0));
    const outgoing = sum((k) => (isFee(k.kind) ? 0 : k.outgoing));
    return {
      period: q.period,
      ...days,
      opening_balance: money(opening),
      closing_balance: money(closing),
      incoming: money(incoming),
      outgoing: money(outgoing),
      fees: money(fees),
      net: money(incoming - outgoing - fees),
      by_kind: byKind.map((k) => ({
        kind: k.kind,
        count: k.count,
        incoming: money(k.incoming),
        outgoing: money(k.outgoing),
      })),
    };
  }

  async summaryCsv(accountId: number, q: SummaryQuery, lang: Language): Promise<string> {
    const r = await this.summary(accountId, q);
    const t = (key: string) => translate(lang, 'money', key);
    return toCsv(
      [t('csv.summary'), r.date_from, r.date_to],
      [
        [t('report.opening_balance'), r.opening_balance.amount],
        [t('report.incoming'), r.incoming.amount],
        [t('report.outgoing'), r.outgoing.amount],
        [t('report.fees'), r.fees.amount],
        [t('report.net'), r.net.amount],
        [t('report.closing_balance'), r.closing_balance.amount],
        [],
        [t('csv.kind'), t('csv.count'), t('csv.incoming'), t('csv.outgoing')],
        ...r.by_kind.map((k) => [t(`kind.${k.kind}`), k.count, k.incoming.amount, k.outgoing.amount]),
      ],
    );
  }

  handling(accountId: number, q: HandlingReportQuery): Promise<HandlingReport> {
    return handlingReport(this.deps.repo, accountId, q, this.deps.now());
  }

  async handlingCsv(accountId: number, q: HandlingReportQuery, lang: Language): Promise<string> {
    return handlingCsv(await this.handling(accountId, q), lang);
  }

  async handlingPdf(accountId: number, q: HandlingReportQuery, lang: Language): Promise<Buffer> {
    const report = await this.handling(accountId, q);
    return handlingPdf(report, { accountId, author: this.deps.author, generatedAt: this.deps.now() }, lang);
  }

  async summaryPdf(accountId: number, q: SummaryQuery, lang: Language): Promise<Buffer> {
    const report = await this.summary(accountId, q);
    return summaryPdf(report, { accountId, author: this.deps.author, generatedAt: this.deps.now() }, lang);
  }
}
