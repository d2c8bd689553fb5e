import type { Language } from '@cabinet/contracts/common';
import { pageInfo } from '@cabinet/contracts/common';
import type { Invoice, InvoiceDue, InvoiceList, InvoicePaid, InvoicesQuery } from '@cabinet/contracts/invoices';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { BalanceService } from '../balance/balance.service.ts';
import type { CashbackService } from '../cashback/cashback.service.ts';
import { providerAccount, sellerAccount, type Ledger, type ReverseHook } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import { invoicePdf, type Supplier } from './invoice-pdf.ts';
import { toInvoice } from './invoice-view.ts';
import type { InvoicesRepository } from './invoices.repository.ts';

/** The provider's revenue account that invoice payments go to. */
export const INVOICE_REVENUE = providerAccount('revenue', 'invoices');

/**
 * The seller's side of invoices issued to them (§7 pay_money invoices): list, read, pay from the balance, remove a
 * settled one from the list, print. Another account's invoice answers 404, exactly like a missing one.
 */
export class InvoicesService {
  constructor(
    private readonly deps: {
      repo: InvoicesRepository;
      ledger: Ledger;
      cashback: Pick<CashbackService, 'accrueFor'>;
      balance: BalanceService;
      now: () => Date;
      supplier: Supplier;
    },
  ) {}

  async list(accountId: number, q: InvoicesQuery): Promise<InvoiceList> {
    const { rows, total } = await this.deps.repo.list(accountId, q);
    const lines = await this.deps.repo.lines(rows.map((r) => r.id));
    const now = this.deps.now();
    return { invoices: rows.map((r) => toInvoice(r, lines.get(r.id)!, now)), ...pageInfo(q, total) };
  }

  async get(accountId: number, id: number): Promise<Invoice> {
    const row = await this.deps.repo.get(accountId, id);
    if (!row) throw notFound();
    const lines = await this.deps.repo.lines([id]);
    return toInvoice(row, lines.get(id)!, this.deps.now());
  }

  async due(accountId: number): Promise<InvoiceDue> {
    const [due, balance] = await Promise.all([this.deps.repo.due(accountId), this.deps.balance.get(accountId)]);
    return { count: due.count, total_due: money(due.total), available: balance.available };
  }

  /**
   * Pays an unpaid invoice from the available balance: one `invoice_payment` journal (available → revenue) and the
   * status, in one transaction under the invoice's row lock — so two payments racing make one effect, the other
   * is told it is already paid. Too little money → 422 insufficient_funds and the invoice stays unpaid.
   */
  async pay(accountId: number, userId: number, id: number): Promise<InvoicePaid> {
    const { repo, ledger } = this.deps;
    await ledger.transaction(async (tx) => {
      const invoice = await repo.lock(tx, id, accountId);
      if (!invoice) throw notFound();
      if (invoice.status === 'paid') throw new AppError(409, 'invoice_already_paid');
      if (invoice.status === 'cancelled') throw new AppError(409, 'invoice_cancelled');
      const journalId = await ledger.post(tx, {
        accountId,
        kind: 'invoice_payment',
        description: `${invoice.number} ${invoice.title}`,
        meta: { invoice_id: invoice.id, invoice_number: invoice.number },
        createdBy: userId,
        lines: [
          { account: sellerAccount(accountId, 'available'), amount: -invoice.total },
          { account: INVOICE_REVENUE, amount: invoice.total },
        ],
      });
      await repo.update(tx, id, { status: 'paid', journal_id: journalId, paid_at: this.deps.now(), paid_by: userId });
      await this.deps.cashback.accrueFor(tx, journalId);
    });
    const [invoice, balance] = await Promise.all([this.get(accountId, id), this.deps.balance.get(accountId)]);
    return { invoice, balance };
  }

  /**
   * Support corrected a payment by reversing its journal: the money is back on the balance, so the invoice is a
   * debt again (unpaid, and back in the seller's list). Runs in the reversal's transaction.
   */
  readonly reopenOnReversal: ReverseHook = async (tx, reversed) => {
    if (reversed.kind !== 'invoice_payment') return;
    await this.deps.repo.reopenPaidBy(tx, reversed.id);
  };

  /**
   * DELETE: removes a paid or cancelled invoice from the seller's list (it stays in the ledger and for operators).
   * An unpaid one is a debt: it cannot be removed, only paid or cancelled by support.
   */
  async remove(accountId: number, id: number): Promise<{ ok: true }> {
    const { repo, ledger } = this.deps;
    await ledger.transaction(async (tx) => {
      const invoice = await repo.lock(tx, id, accountId);
      if (!invoice) throw notFound();
      if (invoice.status === 'unpaid') throw new AppError(409, 'invoice_unpaid');
      await repo.update(tx, id, { hidden_at: this.deps.now() });
    });
    return { ok: true };
  }

  async pdf(accountId: number, id: number, lang: Language): Promise<{ number: string; pdf: Buffer }> {
    const row = await this.deps.repo.get(accountId, id);
    if (!row) throw notFound();
    const [lines, payer] = await Promise.all([this.deps.repo.lines([id]), this.deps.repo.payer(accountId)]);
    const invoice = toInvoice(row, lines.get(id)!, this.deps.now());
    const pdf = await invoicePdf(invoice, { accountId, ...payer! }, this.deps.supplier, lang);
    return { number: invoice.number, pdf };
  }
}
