import { pageInfo } from '@cabinet/contracts/common';
import { BALANCE_CURRENCY, MAX_AMOUNT_MINOR } from '@cabinet/contracts/money';
import type { IssueInvoiceInput, OpsInvoice, OpsInvoiceList, OpsInvoicesQuery } from '@cabinet/contracts/invoices';
import { AppError, invalid, notFound } from '../../../platform/errors.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import type { Ledger } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import { displayDate, today, toOpsInvoice } from './invoice-view.ts';
import type { InvoicesRepository } from './invoices.repository.ts';

/** The back office's side of invoices: issue one to a seller, see them all, cancel an unpaid one. */
export class InvoicesOpsService {
  constructor(
    private readonly deps: {
      repo: InvoicesRepository;
      ledger: Ledger;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  async list(q: OpsInvoicesQuery): Promise<OpsInvoiceList> {
    const { rows, total } = await this.deps.repo.opsList(q);
    const lines = await this.deps.repo.lines(rows.map((r) => r.invoice.id));
    const now = this.deps.now();
    return {
      invoices: rows.map((r) => toOpsInvoice(r, lines.get(r.invoice.id)!, now)),
      ...pageInfo(q, total),
    };
  }

  async get(id: number): Promise<OpsInvoice> {
    const row = await this.deps.repo.opsGet(id);
    if (!row) throw notFound();
    const lines = await this.deps.repo.lines([id]);
    return toOpsInvoice(row, lines.get(id)!, this.deps.now());
  }

  /** Issues an invoice and tells the seller. Nothing is written when a rule fails. */
  async issue(operatorId: number, body: IssueInvoiceInput): Promise<OpsInvoice> {
    const { repo, ledger, now } = this.deps;
    const at = now();
    if (body.due_date < today(at)) throw invalid({ due_date: ['date_in_past'] });
    const lines = body.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit_price: l.unit_price,
      amount: l.quantity * l.unit_price,
    }));
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    if (total > MAX_AMOUNT_MINOR) throw invalid({ lines: ['amount_too_large'] });
    if (!(await repo.sellerExists(body.account_id))) throw invalid({ account_id: ['unknown_account'] });

    const row = await ledger.transaction((tx) =>
      repo.create(
        tx,
        {
          account_id: body.account_id,
          title: body.title,
          currency: BALANCE_CURRENCY,
          total,
          due_date: body.due_date,
          issued_by: operatorId,
          created_at: at,
        },
        lines,
        at.getUTCFullYear(),
      ),
    );
    await this.deps.notifications.notify(body.account_id, 'money.invoice_issued', {
      invoice_id: row.id,
      number: row.number,
      amount: money(total).amount,
      currency: BALANCE_CURRENCY,
      due_date: displayDate(row.due_date),
    });
    return this.get(row.id);
  }

  /** Withdraws an unpaid invoice: the seller no longer owes it. A paid one is corrected by reversing its journal. */
  async cancel(id: number): Promise<OpsInvoice> {
    const { repo, ledger } = this.deps;
    const invoice = await ledger.transaction(async (tx) => {
      const row = await repo.lock(tx, id);
      if (!row) throw notFound();
      if (row.status !== 'unpaid') throw new AppError(409, 'invoice_not_unpaid');
      return repo.update(tx, id, { status: 'cancelled', cancelled_at: this.deps.now() });
    });
    await this.deps.notifications.notify(invoice.account_id, 'money.invoice_cancelled', {
      invoice_id: invoice.id,
      number: invoice.number,
    });
    return this.get(id);
  }
}
