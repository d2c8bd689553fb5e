import type { PayBody, PayResult, PublicPaymentLink } from '@cabinet/contracts/payment-links';
import type { Rates } from '@cabinet/contracts/reference';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { NotificationService } from '../../notifications/notifications.service.ts';
import { providerAccount, sellerAccount, type Ledger } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import { toBalanceCurrency } from './conversion.ts';
import { isPayable } from './payment-link-mapping.ts';
import type { PaymentLinkRow, PaymentLinksRepository } from './payment-links.repository.ts';
import { chargeSandboxCard, lastFour } from './sandbox-card.ts';

/** Where buyers' link payments come from in the ledger (ARCHITECTURE §5: clearing, ref = the channel). */
export const PAYMENT_LINKS_CLEARING = providerAccount('clearing', 'payment_links');

function refusal(row: Pick<PaymentLinkRow, 'status' | 'active'>): AppError | null {
  if (row.status === 'paid') return new AppError(409, 'payment_link_already_paid');
  if (!isPayable(row)) return new AppError(409, 'payment_link_not_payable');
  return null;
}

/**
 * The buyer's side: the public pay page and the payment itself. A payment charges the buyer's card, credits the
 * seller once (journal `payment_link`: clearing → available, in USD at the day's rate), counts the payment and
 * closes a one-time link — all in one transaction under the link's row lock, so concurrent submits of a
 * one-time link give one payment.
 */
export class PayService {
  constructor(
    private readonly deps: {
      repo: PaymentLinksRepository;
      ledger: Ledger;
      rates: { current(): Promise<Rates> };
      notifications: Pick<NotificationService, 'notify'>;
      now: () => Date;
    },
  ) {}

  async view(code: string): Promise<PublicPaymentLink> {
    const found = await this.deps.repo.byCode(code);
    if (!found) throw notFound();
    const { link } = found;
    return {
      code: link.code,
      seller_name: found.seller_name,
      description: link.description,
      kind: link.kind,
      amount: money(link.amount, link.currency),
      state: isPayable(link) ? 'payable' : link.status === 'paid' ? 'paid' : 'unavailable',
    };
  }

  /** The buyer pays with a card: the sandbox charges it (or declines), then the seller is credited. */
  async pay(code: string, body: PayBody & { card_number: string }): Promise<PayResult> {
    const found = await this.deps.repo.byCode(code);
    if (!found) throw notFound();
    const early = refusal(found.link);
    if (early) throw early;
    chargeSandboxCard(body, this.deps.now());
    return this.settle(code, { email: body.email, cardLast4: lastFour(body.card_number) });
  }

  /**
   * A charged payment of the link: credits the seller once and records it. Separate from the card step so that
   * a processor's webhook (the payments provider's hosted checkout) can settle a link payment the same way.
   */
  async settle(code: string, payer: { email: string; cardLast4: string }): Promise<PayResult> {
    const { repo, ledger, now } = this.deps;
    const currency = (await repo.byCode(code))?.link.currency;
    const rates = currency && currency !== 'USD' ? await this.deps.rates.current() : null;

    const { link, payment } = await ledger.transaction(async (tx) => {
      const link = await repo.lockByCode(tx, code);
      if (!link) throw notFound();
      const refused = refusal(link);
      if (refused) throw refused;
      const { credited, rate } =
        link.currency === 'USD'
          ? { credited: link.amount, rate: '1' }
          : toBalanceCurrency(link.amount, link.currency, rates!);
      const journalId = await ledger.post(tx, {
        accountId: link.account_id,
        kind: 'payment_link',
        description: link.description,
        meta: {
          link_id: link.id,
          code: link.code,
          paid: money(link.amount, link.currency).amount,
          currency: link.currency,
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
        payer_email: payer.email,
        card_last4: payer.cardLast4,
        amount: link.amount,
        currency: link.currency,
        credited,
        rate,
        journal_id: journalId,
        created_at: now(),
      });
      return { link, payment };
    });

    await this.deps.notifications.notify(link.account_id, 'money.payment_link_paid', {
      amount: money(payment.credited).amount,
      currency: 'USD',
      description: link.description,
      payer: payment.payer_email,
    });
    return {
      payment_id: payment.id,
      amount: money(payment.amount, payment.currency),
      paid_at: payment.created_at.toISOString(),
    };
  }
}
