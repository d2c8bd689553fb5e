import type { Invoice, OpsInvoice } from '@cabinet/contracts/invoices';
import { money } from '../money-format.ts';
import type { InvoiceRow, LineRow } from './invoices.repository.ts';

/** Today as YYYY-MM-DD (UTC), the day invoices' due dates are compared with. */
export const today = (now: Date) => now.toISOString().slice(0, 10);

/** 2026-12-01 → 01.12.2026 (§9 dates display as DD.MM.YYYY). */
export const displayDate = (isoDate: string) => isoDate.slice(0, 10).split('-').reverse().join('.');

/** A row and its lines as the contract's invoice. */
export function toInvoice(row: InvoiceRow, lines: LineRow[], now: Date): Invoice {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    lines: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit_price: money(l.unit_price, row.currency),
      amount: money(l.amount, row.currency),
    })),
    total: money(row.total, row.currency),
    currency: row.currency,
    status: row.status,
    due_date: row.due_date,
    overdue: row.status === 'unpaid' && row.due_date < today(now),
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    journal_id: row.journal_id,
  };
}

export function toOpsInvoice(
  r: { invoice: InvoiceRow; email: string; first_name: string; last_name: string },
  lines: LineRow[],
  now: Date,
): OpsInvoice {
  return {
    ...toInvoice(r.invoice, lines, now),
    account_id: r.invoice.account_id,
    account_email: r.email,
    account_name: `${r.first_name} ${r.last_name}`.trim(),
    hidden_by_seller: r.invoice.hidden_at !== null,
  };
}
