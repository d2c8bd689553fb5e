import { ApiError } from '../../../shared/api/api-error.ts';
import { useInvoice } from '../api/get-invoice.ts';

const idFrom = (raw: string | null | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

/**
 * The invoice an address names (a path segment or a query parameter): its id (0 when the text is not one), the
 * query, and whether it is missing — no id, or the server knows no such invoice.
 */
export function useInvoiceFromUrl(raw: string | null | undefined) {
  const id = idFrom(raw);
  const invoice = useInvoice(id);
  const missing = !id || (invoice.error instanceof ApiError && invoice.error.status === 404);
  return { id, invoice, missing };
}
