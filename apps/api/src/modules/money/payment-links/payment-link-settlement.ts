import type { Rates } from '@cabinet/contracts/reference';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { PaymentEvent, PaymentEventHandler } from '../../../providers/payments/payments.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import { providerAccount, sellerAccount, type Ledger, type Tx } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import { toBalanceCurrency } from './conversion.ts';
import { refusal } from './pay.service.ts';
import type {
  PaymentLinkCheckoutRow,
  PaymentLinkPaymentRow,
  PaymentLinkRow,
  PaymentLinksRepository,
} from './payment-links.repository.ts';

/** Where buyers' link payments come from in the ledger (ARCHITECTURE §5: clearing, ref = the channel). */
export const PAYMENT_LINKS_CLEARING = providerAccount('clearing', 'payment_links');

type Outcome = {
  checkout: PaymentLinkCheckoutRow;
  credited: { link: PaymentLinkRow; payment: PaymentLinkPaymentRow } | null;
};

/**
 * Where a payment link's money arrives: the payments provider's signed webhook (one route for every purpose, see
 * payments-webhook.routes.ts). The checkout row is locked, and the link after it, in the one transaction that
 * writes the `payment_link` journal (clearing → available, in USD at the day's rate), the payment, the link's
 * counters (a one-time link becomes paid) and the checkout's `paid` — so however many deliveries of one event race
 * or repeat, the seller is credited once. A decline, an abandoned checkout or a redelivery moves nothing.
 */
export class PaymentLinkSettlement implements PaymentEventHandler {
  constructor(
    private readonly deps: {
      repo: PaymentLinksRepository;
      ledger: Ledger;
      rates: { current(): Promise<Rates> };
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  /** A verified event. Unknown session → 404; another amount or currency than the checkout's → 422. */
  async onPaymentEvent(event: PaymentEvent) {
    const { repo, ledger, now } = this.deps;
    const seen = await repo.checkoutBySession(event.session);
    if (!seen || seen.reference !== event.reference) throw notFound();
    // Read before the transaction: a rate source may be slow, and nothing should wait on it under a lock.
    const rates = event.type === 'checkout.paid' && seen.currency !== 'USD' ? await this.deps.rates.current() : null;

    const outcome = await ledger.transaction(async (tx): Promise<Outcome> => {
      const checkout = await repo.lockCheckoutBySession(tx, event.session);
      if (!checkout || checkout.reference !== event.reference) throw notFound();
      if (event.amount !== checkout.amount || event.currency !== checkout.currency) {
        throw new AppError(422, 'payment_mismatch');
      }
      if (event.type === 'checkout.declined') {
        if (checkout.status !== 'pending' && checkout.status !== 'expired') return { checkout, credited: null };
        const declined = await repo.updateCheckout(tx, checkout.id, { status: 'declined', completed_at: now() });
        return { checkout: declined, credited: null };
      }
      // Paid: once. (After a decline or a lapse of the same checkout it still counts: the card was charged.)
      if (checkout.status === 'paid' || checkout.status === 'refused') return { checkout, credited: null };
      const link = await repo.lockById(tx, checkout.link_id);
      if (!link || refusal(link)) {
        // The link stopped taking payments (a one-time link paid by another buyer, a block, a deactivation) while
        // this buyer was at the checkout: the seller is not credited; the payment is to be returned to the card.
        const refused = await repo.updateCheckout(tx, checkout.id, { status: 'refused', completed_at: now() });
        return { checkout: refused, credited: null };
      }
      return this.credit(tx, checkout, link, rates);
    });

    if (outcome.credited) {
      const { link, payment } = outcome.credited;
      await this.deps.notifications.notify(link.account_id, 'money.payment_link_paid', {
        amount: money(payment.credited).amount,
        currency: 'USD',
        description: link.description,
        payer: payment.payer_email,
      });
    }
    return {
      status: outcome.checkout.status,
      credited: outcome.credited !== null,
      ...(outcome.checkout.payment_id !== null ? { link_payment_id: outcome.checkout.payment_id } : {}),
    };
  }

  private async credit(
    tx: Tx,
    checkout: PaymentLinkCheckoutRow,
    link: PaymentLinkRow,
    rates: Rates | null,
  ): Promise<Outcome> {
    const { repo, ledger, now } = this.deps;
    const { credited, rate } =
      checkout.currency === 'USD'
        ? { credited: checkout.amount, rate: '1' }
        : toBalanceCurrency(checkout.amount, checkout.currency, rates!);
    const journalId = await ledger.post(tx, {
      accountId: link.account_id,
      kind: 'payment_link',
      description: link.description,
      meta: {
        link_id: link.id,
        code: link.code,
        reference: checkout.reference,
        paid: money(checkout.amount, checkout.currency).amount,
        currency: checkout.currency,
        rate,
      },
      lines: [
        { account: PAYMENT_LINKS_CLEARING, amount: -credited },
        { account: sellerAccount(link.account_id, 'available'), amount: credited },
      ],
    });
    const payment = await repo.recordPayment(tx, link, {
      link_id: link.id,
      account_id: link.account_id,
      payer_email: checkout.payer_email,
      amount: checkout.amount,
      currency: checkout.currency,
      credited,
      rate,
      journal_id: journalId,
      created_at: now(),
    });
    const paid = await repo.updateCheckout(tx, checkout.id, {
      status: 'paid',
      payment_id: payment.id,
      completed_at: payment.created_at,
    });
    return { checkout: paid, credited: { link, payment } };
  }
}
