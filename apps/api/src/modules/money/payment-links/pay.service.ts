import { randomInt } from 'node:crypto';
import type { Language } from '@cabinet/contracts/common';
import type { PayStartBody, PayStartResult, PayStatus, PublicPaymentLink } from '@cabinet/contracts/payment-links';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { PaymentsProvider } from '../../../providers/payments/payments.ts';
import { money } from '../money-format.ts';
import { isPayable, payPath } from './payment-link-mapping.ts';
import type { PaymentLinkCheckoutRow, PaymentLinkRow, PaymentLinksRepository } from './payment-links.repository.ts';

/** A buyer's open checkout is given out again only while it has at least this long left to be paid. */
export const CHECKOUT_REUSE_MARGIN_MS = 30 * 60_000;
/** A checkout whose session was never attached (its request died half-way) stops blocking a new one after this. */
const STUCK_CHECKOUT_MS = 60_000;
/** How long a second, concurrent start of the same buyer waits for the first one's checkout. */
const CONCURRENT_START_WAIT_MS = 2_000;
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "PL-" and 20 random letters and digits (100 bits): the payment's public id, which nobody guesses. */
export function newPaymentReference(): string {
  let code = '';
  for (let i = 0; i < 20; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `PL-${code}`;
}

/** Why a link takes no payment now: a paid one-time link, or one not accepted and active. */
export function refusal(row: Pick<PaymentLinkRow, 'status' | 'active'>): AppError | null {
  if (row.status === 'paid') return new AppError(409, 'payment_link_already_paid');
  if (!isPayable(row)) return new AppError(409, 'payment_link_not_payable');
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The buyer's side: the public pay page, starting a payment at the payments provider's hosted checkout, and the
 * payment's status for the return pages. Nothing here moves money: the provider's signed webhook does, through
 * PaymentLinkSettlement. No card detail passes through: the buyer types it on the provider's page.
 */
export class PayService {
  constructor(
    private readonly deps: {
      repo: PaymentLinksRepository;
      payments: PaymentsProvider;
      now: () => Date;
      publicUrl: string;
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

  /**
   * Opens a checkout for the link's amount and currency at the payments provider, or gives the buyer's open one
   * again (`created: false`) — so a repeated or double-clicked start never opens a second checkout while the first
   * can still be paid. Refused (409) when the link takes no payment now.
   */
  async start(
    code: string,
    body: PayStartBody,
    lang: Language,
  ): Promise<{ created: boolean; payment: PayStartResult }> {
    const { repo, now } = this.deps;
    const found = await repo.byCode(code);
    if (!found) throw notFound();
    const early = refusal(found.link);
    if (early) throw early;
    const link = found.link;
    const email = body.email.trim().toLowerCase();
    const at = now().getTime();
    await repo.retireOpenCheckout(
      link.id,
      email,
      new Date(at + CHECKOUT_REUSE_MARGIN_MS),
      new Date(at - STUCK_CHECKOUT_MS),
    );

    const waitUntil = Date.now() + CONCURRENT_START_WAIT_MS;
    for (;;) {
      const row = await repo.insertCheckout({
        link_id: link.id,
        reference: newPaymentReference(),
        payer_email: email,
        amount: link.amount,
        currency: link.currency,
        created_at: now(),
      });
      if (row) return { created: true, payment: await this.openAtProvider(row, found, lang) };
      const open = await repo.openCheckout(link.id, email);
      if (open?.checkout_url && open.expires_at) return { created: false, payment: startResult(open) };
      // Another request of this buyer is opening it right now (or it just lapsed): look again in a moment.
      if (Date.now() >= waitUntil) throw new AppError(409, 'payment_link_checkout_busy');
      await sleep(100);
    }
  }

  private async openAtProvider(
    row: PaymentLinkCheckoutRow,
    found: { link: PaymentLinkRow; seller_name: string },
    lang: Language,
  ): Promise<PayStartResult> {
    const back = `${this.deps.publicUrl.replace(/\/$/, '')}${payPath(found.link.code)}`;
    const query = `?payment=${row.reference}`;
    try {
      const session = await this.deps.payments.createCheckout({
        purpose: 'payment_link',
        reference: row.reference,
        amount: row.amount,
        currency: row.currency,
        description: `${found.seller_name}: ${found.link.description}`,
        returnUrl: `${back}/done${query}`,
        cancelUrl: `${back}/cancelled${query}`,
        locale: lang,
      });
      return startResult(await this.deps.repo.attachSession(row.id, session));
    } catch (err) {
      // No checkout, no payment: the buyer simply presses Pay again.
      await this.deps.repo.removeCheckout(row.id);
      throw err;
    }
  }

  /** A payment of this link by its reference, as the return pages show it. */
  async status(code: string, reference: string): Promise<PayStatus> {
    const found = await this.deps.repo.checkoutOf(code, reference);
    if (!found) throw notFound();
    const { checkout, payment } = found;
    const lapsed = checkout.status === 'pending' && !!checkout.expires_at && checkout.expires_at <= this.deps.now();
    return {
      reference: checkout.reference,
      status: lapsed ? 'expired' : checkout.status,
      amount: money(checkout.amount, checkout.currency),
      paid_at: payment?.created_at.toISOString() ?? null,
    };
  }
}

function startResult(row: PaymentLinkCheckoutRow): PayStartResult {
  return { reference: row.reference, checkout_url: row.checkout_url!, expires_at: row.expires_at!.toISOString() };
}
