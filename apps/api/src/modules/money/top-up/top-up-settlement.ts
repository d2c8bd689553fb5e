import type { OpsTopUp, TopUpStatus } from '@cabinet/contracts/top-up';
import { AppError, invalid, notFound } from '../../../platform/errors.ts';
import { kyivIsoDate } from '../../../platform/kyiv-date.ts';
import type { PaymentEvent } from '../../../providers/payments/payments.ts';
import { describeAudit } from '../../audit/audit-context.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import { providerAccount, sellerAccount, type Ledger, type Tx } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import { TOP_UP_METHODS } from './top-up-methods.ts';
import type { TopUpRepository } from './top-up.repository.ts';
import type { TopUpRow } from './top-up.schema.ts';
import type { TopUpService } from './top-up.service.ts';

/** A bank transfer as the statement shows it: minor units arrived, the bank's reference, the value date. */
export interface BankReceipt {
  received_amount: number;
  bank_reference: string;
  value_date: string;
}

/** YYYY-MM-DD → DD.MM.YYYY (§9), as the seller reads dates. */
const ddmmyyyyOf = (isoDate: string) => isoDate.split('-').reverse().join('.');

/**
 * Where a top-up's money arrives: the card processor's webhook or an operator confirming a bank transfer. The
 * top-up row is locked and marked paid in the same transaction as its `top_up` journal, so however many
 * deliveries or confirmations race or repeat, the balance is credited once.
 */
export class TopUpSettlement {
  constructor(
    private readonly deps: {
      repo: TopUpRepository;
      topUps: TopUpService;
      ledger: Ledger;
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  /** A verified webhook event. Unknown session → 404; an amount other than the one charged → 422. */
  async onPaymentEvent(event: PaymentEvent): Promise<{ top_up_id: number; status: TopUpStatus; credited: boolean }> {
    const { repo, ledger, now } = this.deps;
    const outcome = await ledger.transaction(async (tx) => {
      const row = await repo.lockBySession(tx, event.session);
      if (!row || row.reference !== event.reference) throw notFound();
      if (event.amount !== row.amount + row.fee || event.currency !== row.currency) {
        throw new AppError(422, 'payment_mismatch');
      }
      if (event.type === 'checkout.declined') {
        if (row.status !== 'pending') return { row, credited: false };
        return { row: await repo.update(tx, row.id, { status: 'declined', declined_at: now() }), credited: false };
      }
      // The card was charged: credit it, even after an expiry or an earlier decline of the same checkout.
      if (row.status === 'paid') return { row, credited: false };
      return { row: await this.credit(tx, row, null), credited: true };
    });
    if (outcome.credited) await this.tell(outcome.row);
    return { top_up_id: outcome.row.id, status: outcome.row.status, credited: outcome.credited };
  }

  /**
   * An operator saw the bank transfer arrive, on the statement: how much, under which bank reference, on which value
   * date. What arrived is credited — up to the invoice's total (more is refused: the excess is registered as an
   * unidentified payment); a partial receipt credits what came and closes the top-up, the seller told both figures
   * (issue 23). Confirming again changes nothing; only a pending transfer is credited (a declined or expired top-up
   * is closed: money arriving for it later is registered as unidentified).
   */
  async confirmBankTransfer(operatorId: number, id: number, receipt: BankReceipt): Promise<OpsTopUp> {
    const { repo, ledger } = this.deps;
    if (receipt.value_date > kyivIsoDate(this.deps.now())) throw invalid({ value_date: ['date_in_future'] });
    const outcome = await ledger.transaction(async (tx) => {
      const row = await repo.lockById(tx, id);
      if (!row) throw notFound();
      if (row.method !== 'bank_transfer') throw new AppError(422, 'not_bank_transfer');
      if (row.status === 'paid') return { row, credited: false };
      if (row.status !== 'pending') throw new AppError(409, 'top_up_not_pending');
      if (receipt.received_amount > row.amount + row.fee) {
        throw invalid({ received_amount: ['received_above_invoice'] });
      }
      return { row: await this.credit(tx, row, operatorId, receipt), credited: true };
    });
    describeAudit({
      accountId: outcome.row.account_id,
      after: {
        status: outcome.row.status,
        received: money(outcome.row.received_amount ?? 0, outcome.row.currency).amount,
        invoiced: money(outcome.row.amount + outcome.row.fee, outcome.row.currency).amount,
        bank_reference: outcome.row.bank_reference,
        value_date: outcome.row.value_date,
      },
    });
    if (outcome.credited) await this.tellBankTransfer(outcome.row);
    const seller = await repo.sellerOf(outcome.row.account_id);
    return {
      ...this.deps.topUps.view(outcome.row),
      account_id: outcome.row.account_id,
      seller_name: seller?.name ?? '',
      seller_email: seller?.email ?? '',
    };
  }

  /**
   * clearing(method) → the seller's available balance; the fee, if any, to revenue. A bank receipt brings what
   * arrived: the balance gets it less the fee (a partial receipt — the fee taken first from what came).
   */
  private async credit(tx: Tx, row: TopUpRow, operatorId: number | null, receipt?: BankReceipt): Promise<TopUpRow> {
    const rule = TOP_UP_METHODS[row.method];
    const arrived = receipt?.received_amount ?? row.amount + row.fee;
    const fee = Math.min(row.fee, arrived);
    const lines = [
      { account: providerAccount('clearing', rule.clearing), amount: -arrived },
      { account: sellerAccount(row.account_id, 'available'), amount: arrived - fee },
    ];
    if (fee > 0) lines.push({ account: providerAccount('revenue', 'fees'), amount: fee });
    const journalId = await this.deps.ledger.post(tx, {
      accountId: row.account_id,
      kind: 'top_up',
      description: row.reference,
      meta: {
        top_up_id: row.id,
        method: row.method,
        reference: row.reference,
        fee,
        ...(receipt ? { bank_reference: receipt.bank_reference, value_date: receipt.value_date } : {}),
      },
      createdBy: operatorId,
      lines,
    });
    return this.deps.repo.update(tx, row.id, {
      status: 'paid',
      journal_id: journalId,
      paid_at: this.deps.now(),
      confirmed_by: operatorId,
      ...(receipt
        ? { received_amount: arrived, bank_reference: receipt.bank_reference, value_date: receipt.value_date }
        : {}),
    });
  }

  /** The seller learns what arrived, under which references and value date, and whether it was all (issue 23). */
  private tellBankTransfer(row: TopUpRow) {
    const arrived = row.received_amount ?? row.amount + row.fee;
    const invoiced = row.amount + row.fee;
    return this.deps.notifications.notify(row.account_id, 'money.bank_transfer_received', {
      status: arrived < invoiced ? 'partial' : 'full',
      amount: money(arrived - Math.min(row.fee, arrived), row.currency).amount,
      invoiced: money(invoiced, row.currency).amount,
      currency: row.currency,
      reference: row.reference,
      bank_reference: row.bank_reference,
      value_date: row.value_date ? ddmmyyyyOf(row.value_date) : null,
    });
  }

  private tell(row: TopUpRow) {
    return this.deps.notifications.notify(row.account_id, 'money.payment_received', {
      amount: money(row.amount, row.currency).amount,
      currency: row.currency,
    });
  }
}
