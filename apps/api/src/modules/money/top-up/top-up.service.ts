import { randomInt } from 'node:crypto';
import { pageInfo, type Language } from '@cabinet/contracts/common';
import { BALANCE_CURRENCY } from '@cabinet/contracts/money';
import type {
  BankRequisites,
  CreateTopUpResponse,
  TopUpMethodsResponse,
  OpsTopUpList,
  OpsTopUpsQuery,
  TopUp,
  TopUpList,
  TopUpMethod,
  TopUpsQuery,
} from '@cabinet/contracts/top-up';
import { notFound } from '../../../platform/errors.ts';
import { translate } from '../../../platform/i18n/messages.ts';
import type { PaymentsProvider } from '../../../providers/payments/payments.ts';
import { renderTopUpInvoice } from './invoice-pdf.ts';
import { assertWithinLimits } from './top-up-limits.ts';
import { describeMethod, feeOf, TOP_UP_METHODS } from './top-up-methods.ts';
import type { TopUpRepository } from './top-up.repository.ts';
import { toTopUp } from './top-up-view.ts';

/** A card checkout is payable for a day; a little later the top-up is marked expired. */
export const CARD_TOP_UP_EXPIRY_MS = 25 * 3_600_000;
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `TU<account>-<6 characters>`: short enough to type into a bank's payment purpose, unambiguous to read. */
function newReference(accountId: number): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `TU${accountId}-${code}`;
}

/**
 * §2 /money-in: starts a top-up — a hosted card checkout at the payments provider, or a bank transfer against an
 * invoice — and reports its state. Money moves only in TopUpSettlement, when the provider or an operator says so.
 */
export class TopUpService {
  constructor(
    private readonly deps: {
      repo: TopUpRepository;
      payments: PaymentsProvider;
      requisites: BankRequisites;
      publicUrl: string;
      now: () => Date;
    },
  ) {}

  methods(): TopUpMethodsResponse {
    return {
      methods: Object.values(TOP_UP_METHODS).map(describeMethod),
      sandbox: this.deps.payments.name === 'sandbox',
    };
  }

  async create(
    caller: { accountId: number; userId: number },
    body: { method: TopUpMethod; amount: number },
    lang: Language,
  ): Promise<CreateTopUpResponse> {
    const { repo, payments, publicUrl, now } = this.deps;
    const rule = TOP_UP_METHODS[body.method];
    assertWithinLimits(rule, body.amount);
    const fee = feeOf(rule, body.amount);
    let row = await repo.insert({
      account_id: caller.accountId,
      method: body.method,
      currency: BALANCE_CURRENCY,
      amount: body.amount,
      fee,
      reference: newReference(caller.accountId),
      created_by: caller.userId,
      created_at: now(),
    });
    if (body.method === 'card') {
      try {
        const checkout = await payments.createCheckout({
          purpose: 'top_up',
          reference: row.reference,
          amount: row.amount + row.fee,
          currency: row.currency,
          description: translate(lang, 'money', 'top_up.checkout_description', { reference: row.reference }),
          returnUrl: `${publicUrl}/money-in/checkout?top_up=${row.id}`,
          locale: lang,
        });
        row = await repo.attachCheckout(row.id, checkout.session, checkout.url);
      } catch (err) {
        // No checkout, no top-up: the seller simply tries again.
        await repo.remove(row.id);
        throw err;
      }
    }
    const topUp = this.view(row);
    return { top_up: topUp, checkout_url: topUp.checkout_url };
  }

  async get(accountId: number, id: number): Promise<TopUp> {
    const row = await this.deps.repo.find(accountId, id);
    if (!row) throw notFound();
    return this.view(row);
  }

  async list(accountId: number, q: TopUpsQuery): Promise<TopUpList> {
    const { rows, total } = await this.deps.repo.list(accountId, q);
    return { top_ups: rows.map((row) => this.view(row)), ...pageInfo(q, total) };
  }

  /** The bank-transfer invoice (A4 PDF) in the caller's language; 404 for a card top-up. */
  async invoicePdf(accountId: number, id: number, lang: Language): Promise<{ pdf: Buffer; reference: string }> {
    const row = await this.deps.repo.find(accountId, id);
    if (!row || row.method !== 'bank_transfer') throw notFound();
    const seller = await this.deps.repo.sellerOf(accountId);
    const pdf = await renderTopUpInvoice({
      row,
      seller: seller?.name ?? '',
      requisites: this.deps.requisites,
      lang,
    });
    return { pdf, reference: row.reference };
  }

  /** Every seller's top-ups for operators (`?status=pending&method=bank_transfer`: transfers to watch for). */
  async opsList(q: OpsTopUpsQuery): Promise<OpsTopUpList> {
    const { rows, total } = await this.deps.repo.opsList(q);
    const topUps = rows.map(({ seller_name, seller_email, ...row }) => ({
      ...this.view(row),
      account_id: row.account_id,
      seller_name,
      seller_email,
    }));
    return { top_ups: topUps, ...pageInfo(q, total) };
  }

  /** The back office's home page: bank transfers to confirm. */
  waitingTransfers(cutoff: Date) {
    return this.deps.repo.waitingTransfers(cutoff);
  }

  /** Card top-ups whose checkout can no longer be paid (the job calls this). */
  expireStale(): Promise<number> {
    return this.deps.repo.expireCardsCreatedBefore(new Date(this.deps.now().getTime() - CARD_TOP_UP_EXPIRY_MS));
  }

  view(row: Parameters<typeof toTopUp>[0]): TopUp {
    return toTopUp(row, this.deps.requisites);
  }
}
