import type { BankRequisites, TopUp } from '@cabinet/contracts/top-up';
import { money } from '../money-format.ts';
import type { TopUpRow } from './top-up.schema.ts';

export const invoicePath = (id: number) => `/api/money-in/top-ups/${id}/invoice.pdf`;

/** A top-up row as the client sees it: money as strings, links only while they are of use. */
export function toTopUp(row: TopUpRow, requisites: BankRequisites): TopUp {
  const bank = row.method === 'bank_transfer';
  return {
    id: row.id,
    method: row.method,
    status: row.status,
    amount: money(row.amount, row.currency),
    fee: money(row.fee, row.currency),
    total: money(row.amount + row.fee, row.currency),
    reference: row.reference,
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
    checkout_url: row.status === 'pending' ? row.checkout_url : null,
    invoice_url: bank ? invoicePath(row.id) : null,
    requisites: bank ? requisites : null,
    received: row.received_amount === null ? null : money(row.received_amount, row.currency),
    bank_reference: row.bank_reference,
    value_date: row.value_date,
  };
}
