import type { InvoicesQuery, OpsInvoicesQuery } from '@cabinet/contracts/invoices';

/** Query keys of the feature (STYLE: one factory per domain; mutations invalidate exactly what they change). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (q: Partial<InvoicesQuery>) => [...invoiceKeys.lists(), q] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
  due: () => [...invoiceKeys.all, 'due'] as const,
  ops: (q: Partial<OpsInvoicesQuery>) => [...invoiceKeys.all, 'ops', q] as const,
  /** The payer picker's sellers: under the operators' account key, which a change to an account refreshes. */
  payers: (search: string) => ['ops-accounts', 'search', search] as const,
};
