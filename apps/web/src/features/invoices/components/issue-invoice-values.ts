import { INVOICE_MAX_LINES, type IssueInvoiceBody } from '@cabinet/contracts/invoices';
import { toMinor } from '@cabinet/contracts/money';
import { toInputDate } from '../../../shared/lib/format.ts';

export interface LineValues {
  description: string;
  quantity: number | string;
  unit_price: number | string;
}
export interface IssueInvoiceValues {
  account_id: string | null;
  title: string;
  lines: LineValues[];
  due_date: string | null;
}

const LINE_FIELDS = ['description', 'quantity', 'unit_price'] as const;
/** Every field a server message may name, each line's fields included. */
export const FIELDS = [
  'account_id',
  'title',
  'due_date',
  'lines',
  ...Array.from({ length: INVOICE_MAX_LINES }, (_, i) => LINE_FIELDS.map((f) => `lines.${i}.${f}`)).flat(),
];
export const emptyLine = (): LineValues => ({ description: '', quantity: 1, unit_price: '' });
export const inTwoWeeks = () => toInputDate(new Date(Date.now() + 14 * 86_400_000));

/** The form values as the API reads them (prices as decimal strings, never floats). */
export const toBody = (v: IssueInvoiceValues): IssueInvoiceBody =>
  ({
    account_id: v.account_id ? Number(v.account_id) : undefined,
    title: v.title,
    lines: v.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity === '' ? undefined : Number(l.quantity),
      unit_price: l.unit_price === '' ? undefined : String(l.unit_price),
    })),
    due_date: v.due_date ?? undefined,
  }) as IssueInvoiceBody;

/** The sum of the lines in minor units, or null while a line is incomplete. */
export function totalOf(lines: LineValues[]): number | null {
  let total = 0;
  for (const l of lines) {
    const price = toMinor(String(l.unit_price));
    const quantity = Number(l.quantity);
    if (price === null || !Number.isInteger(quantity) || quantity < 1) return null;
    total += price * quantity;
  }
  return total;
}
