import type { Language } from '@cabinet/contracts/common';
import { handlingKinds, type HandlingReport, type HandlingReportQuery } from '@cabinet/contracts/reports';
import { toCsv } from '../../../platform/http/csv.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import { contentWidth, createA4, keyValues, numberPages, table, toBuffer } from '../../../platform/pdf/document.ts';
import { moneyText } from '../invoices/invoice-pdf.ts';
import { displayDate } from '../invoices/invoice-view.ts';
import { money } from '../money-format.ts';
import { rangeOf, reportDays } from './report-range.ts';
import type { ReportsRepository } from './reports.repository.ts';

type Kind = (typeof handlingKinds)[number];

/**
 * §2 /reports/handling-and-labels: what the seller paid for handling and labels in a range — shipments (labels and
 * documents included), national post, warehouse handling and storage — by kind and by day, read from the ledger
 * (a charge returned later is netted under its kind). Every figure is a database sum of integer minor units.
 */
export async function handlingReport(
  repo: ReportsRepository,
  accountId: number,
  q: HandlingReportQuery,
  now: Date,
): Promise<HandlingReport> {
  const days = reportDays(now, q);
  const rows = await repo.handlingTotals(accountId, rangeOf(days.date_from, days.date_to), handlingKinds);
  const byKind = new Map<Kind, { count: number; total: number }>();
  for (const row of rows) {
    const kind = row.kind as Kind;
    const sum = byKind.get(kind) ?? { count: 0, total: 0 };
    byKind.set(kind, { count: sum.count + Number(row.count), total: sum.total + Number(row.total) });
  }
  const kinds = handlingKinds.filter((kind) => byKind.has(kind));
  return {
    ...days,
    count: rows.reduce((n, r) => n + Number(r.count), 0),
    total: money(rows.reduce((sum, r) => sum + Number(r.total), 0)),
    by_kind: kinds.map((kind) => ({ kind, count: byKind.get(kind)!.count, total: money(byKind.get(kind)!.total) })),
    by_day: rows.map((r) => ({
      day: r.day,
      kind: r.kind as Kind,
      count: Number(r.count),
      total: money(Number(r.total)),
    })),
  };
}

/** The report as CSV in the caller's language: a row per day and kind, then the totals. */
export function handlingCsv(report: HandlingReport, lang: Language): string {
  const t = (key: string) => translate(lang, 'money', key);
  return toCsv(
    [t('csv.date'), t('csv.kind'), t('csv.count'), t('csv.amount'), t('csv.currency')],
    [
      ...report.by_day.map((d) => [d.day, t(`kind.${d.kind}`), d.count, d.total.amount, d.total.currency]),
      ...report.by_kind.map((k) => [t('csv.total'), t(`kind.${k.kind}`), k.count, k.total.amount, k.total.currency]),
      [t('csv.total'), '', report.count, report.total.amount, report.total.currency],
    ],
  );
}

/** The report as an A4 PDF in the caller's language: the range, the totals per kind, then each day. */
export async function handlingPdf(
  report: HandlingReport,
  ctx: { accountId: number; author: string; generatedAt: Date },
  lang: Language,
): Promise<Buffer> {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, 'money', key, params);
  const doc = createA4(t('report.handling_title'), ctx.author);
  const width = contentWidth(doc);
  doc.font('bold').fontSize(16).text(ctx.author);
  doc.moveDown(1);
  doc.font('bold').fontSize(18).text(t('report.handling_title'));
  doc.moveDown(0.5);
  keyValues(doc, [
    [t('report.period'), `${displayDate(report.date_from)} – ${displayDate(report.date_to)}`],
    [t('pdf.account'), String(ctx.accountId)],
    [t('report.generated'), displayDate(ctx.generatedAt.toISOString())],
  ]);
  doc.moveDown(1);
  const columns = (first: string) => [
    { header: first, width: width - 60 - 120 },
    { header: t('report.count'), width: 60, align: 'right' as const },
    { header: t('csv.amount'), width: 120, align: 'right' as const },
  ];
  table(
    doc,
    columns(t('csv.kind')),
    [
      ...report.by_kind.map((k) => [t(`kind.${k.kind}`), String(k.count), moneyText(k.total)]),
      [t('csv.total'), String(report.count), moneyText(report.total)],
    ],
    { boldLast: true },
  );
  if (report.by_day.length > 0) {
    table(
      doc,
      columns(t('csv.date')),
      report.by_day.map((d) => [`${displayDate(d.day)} · ${t(`kind.${d.kind}`)}`, String(d.count), moneyText(d.total)]),
    );
  }
  numberPages(doc, (page, pages) => t('pdf.page', { page, pages }));
  return toBuffer(doc);
}
