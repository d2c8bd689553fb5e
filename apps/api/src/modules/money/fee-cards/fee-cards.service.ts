import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import {
  FEE_CARD_MIN_TOP_UP_MINOR,
  type FeeCard,
  type FeeCardDetail,
  type FeeCardList,
  type FeeCardResult,
} from '@cabinet/contracts/fee-cards';
import { AppError, notFound } from '../../../platform/errors.ts';
import { CardIssuerError, type CardIssuer, type IssuerCharge } from '../../../providers/card-issuer/card-issuer.ts';
import type { BalanceService } from '../balance/balance.service.ts';
import { insufficientFunds, providerAccount, sellerAccount, type Ledger, type Tx } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import type { FeeCardRepository, FeeCardRow } from './fee-cards.repository.ts';

/** Where the money spent with a card goes: out of the provider, to the marketplaces, through the issuer. */
const SPENT = providerAccount('payouts', 'fee_cards');

const cardRef = (card: { id: number; account_id: number }) =>
  sellerAccount(card.account_id, 'fee_card', String(card.id));
const masked = (card: FeeCardRow) => `${card.bin.slice(0, 4)} ${card.bin.slice(4, 6)}•• •••• ${card.last4}`;
const cardName = (card: FeeCardRow) => `${card.label} •••• ${card.last4}`;

export function toFeeCard(card: FeeCardRow, balance: number): FeeCard {
  return {
    id: card.id,
    label: card.label,
    number_masked: masked(card),
    last4: card.last4,
    brand: card.brand,
    expiry: `${String(card.expiry_month).padStart(2, '0')}/${String(card.expiry_year % 100).padStart(2, '0')}`,
    status: card.status,
    balance: money(balance),
    balance_refreshed_at: card.balance_refreshed_at?.toISOString() ?? null,
    created_at: card.created_at.toISOString(),
    closed_at: card.closed_at?.toISOString() ?? null,
  };
}

/** A card that may take money: not closed (409 fee_card_closed), not frozen (409 fee_card_frozen). */
function assertActive(card: FeeCardRow): void {
  if (card.status === 'closed') throw new AppError(409, 'fee_card_closed');
  if (card.status === 'frozen') throw new AppError(409, 'fee_card_frozen');
}

/** The issuer's refusal in our words. */
function issuerProblem(err: unknown): unknown {
  if (!(err instanceof CardIssuerError)) return err;
  if (err.reason === 'card_closed') return new AppError(409, 'fee_card_closed');
  if (err.reason === 'card_frozen') return new AppError(409, 'fee_card_frozen');
  return new AppError(502, 'card_issuer_failed');
}

/**
 * Virtual fee cards (issue 4, §9). A card's money is the seller's `fee_card` ledger account (ref = card id):
 * issuing and topping up move it from `available` (at least 10 USD each time), closing moves what is left back.
 * The card is spent at the issuer, without us; once a day (and on closing) its charges are fetched and posted
 * `fee_card → payouts('fee_cards')` — money that left us for the marketplaces — each exactly once.
 *
 * Calls to the issuer never run inside a ledger transaction (the issuer is another system): where money goes
 * to the issuer the ledger moves first and a refused load is reversed; a card the ledger refuses to fund is
 * closed at the issuer again.
 */
export class FeeCardService {
  constructor(
    private readonly deps: {
      repo: FeeCardRepository;
      ledger: Ledger;
      balance: BalanceService;
      issuer: CardIssuer;
      now: () => Date;
    },
  ) {}

  async list(accountId: number, q: PageQuery): Promise<FeeCardList> {
    const { rows, total } = await this.deps.repo.list(accountId, q);
    return {
      cards: rows.map((r) => toFeeCard(r.card, r.balance)),
      sandbox: this.deps.issuer.name === 'sandbox',
      minimum_top_up: money(FEE_CARD_MIN_TOP_UP_MINOR),
      ...pageInfo(q, total),
    };
  }

  async get(accountId: number, id: number, q: PageQuery): Promise<FeeCardDetail> {
    const found = await this.deps.repo.get(accountId, id);
    if (!found) throw notFound();
    const { rows, total } = await this.deps.repo.transactions(found.card, q);
    return {
      ...toFeeCard(found.card, found.balance),
      transactions: {
        entries: rows.map((r) => ({
          id: r.id,
          journal_id: r.journal_id,
          kind: r.kind,
          amount: money(r.amount),
          balance_after: money(r.balance_after),
          merchant: typeof r.meta.merchant === 'string' ? r.meta.merchant : null,
          created_at: r.created_at.toISOString(),
        })),
        ...pageInfo(q, total),
      },
    };
  }

  /** §9: a new card comes with its mandatory first top-up (≥ 10 USD), taken from the balance. */
  async issue(
    accountId: number,
    userId: number,
    body: { label: string; initial_top_up: number },
  ): Promise<FeeCardResult> {
    const amount = body.initial_top_up;
    // Spares the issuer a card nobody can pay for; the ledger below is what really decides.
    if ((await this.deps.repo.spendable(accountId)) < amount) throw insufficientFunds();
    const issued = await this.deps.issuer.issueCard({ reference: `account:${accountId}`, amount }).catch((err) => {
      throw issuerProblem(err);
    });
    let cardId: number;
    try {
      cardId = await this.deps.ledger.transaction(async (tx) => {
        const card = await this.deps.repo.insert(tx, {
          account_id: accountId,
          label: body.label,
          issuer: this.deps.issuer.name,
          issuer_token: issued.token,
          brand: issued.brand,
          bin: issued.bin,
          last4: issued.last4,
          expiry_month: issued.expiryMonth,
          expiry_year: issued.expiryYear,
          status: 'active',
          created_at: this.deps.now(),
        });
        await this.deps.ledger.post(tx, {
          accountId,
          kind: 'fee_card_issue',
          description: cardName(card),
          createdBy: userId,
          meta: { card_id: card.id },
          lines: [
            { account: sellerAccount(accountId, 'available'), amount: -amount },
            { account: cardRef(card), amount },
          ],
        });
        return card.id;
      });
    } catch (err) {
      await this.deps.issuer.close(issued.token);
      throw err;
    }
    return this.result(accountId, cardId);
  }

  /** available → card (≥ 10 USD); only an active card takes money. */
  async topUp(accountId: number, userId: number, id: number, amount: number): Promise<FeeCardResult> {
    const { journalId, token } = await this.deps.ledger.transaction(async (tx) => {
      const card = await this.deps.repo.lock(tx, id, accountId);
      if (!card) throw notFound();
      assertActive(card);
      const journalId = await this.deps.ledger.post(tx, {
        accountId,
        kind: 'fee_card_top_up',
        description: cardName(card),
        createdBy: userId,
        meta: { card_id: card.id },
        lines: [
          { account: sellerAccount(accountId, 'available'), amount: -amount },
          { account: cardRef(card), amount },
        ],
      });
      return { journalId, token: card.issuer_token };
    });
    try {
      await this.deps.issuer.load(token, amount, `journal:${journalId}`);
    } catch (err) {
      // The issuer did not take the money (the card was frozen or closed meanwhile): give it back.
      await this.deps.ledger.transaction((tx) => this.deps.ledger.reverse(tx, journalId, { createdBy: userId }));
      throw issuerProblem(err);
    }
    return this.result(accountId, id);
  }

  /** Stops the card's spending at the issuer; a frozen card takes no top-ups until unfrozen. */
  async freeze(accountId: number, id: number): Promise<FeeCard> {
    const card = await this.card(accountId, id);
    assertActive(card);
    await this.deps.issuer.freeze(card.issuer_token).catch((err) => {
      throw issuerProblem(err);
    });
    if (!(await this.deps.repo.setStatus(id, 'active', 'frozen'))) return this.conflict(accountId, id);
    return this.view(accountId, id);
  }

  async unfreeze(accountId: number, id: number): Promise<FeeCard> {
    const card = await this.card(accountId, id);
    if (card.status === 'closed') throw new AppError(409, 'fee_card_closed');
    if (card.status !== 'frozen') throw new AppError(409, 'fee_card_not_frozen');
    await this.deps.issuer.unfreeze(card.issuer_token).catch((err) => {
      throw issuerProblem(err);
    });
    if (!(await this.deps.repo.setStatus(id, 'frozen', 'active'))) return this.conflict(accountId, id);
    return this.view(accountId, id);
  }

  /**
   * Closes the card at the issuer (its spending stops for good), posts the charges made until then, and moves
   * what is left on the card back to `available`. Nothing is allowed on a closed card afterwards.
   */
  async close(accountId: number, userId: number, id: number): Promise<FeeCardResult> {
    const card = await this.card(accountId, id);
    if (card.status === 'closed') throw new AppError(409, 'fee_card_closed');
    const asOf = this.deps.now();
    await this.deps.issuer.close(card.issuer_token).catch((err) => {
      throw issuerProblem(err);
    });
    const charges = await this.deps.issuer.charges(card.issuer_token, card.balance_refreshed_at);
    await this.deps.ledger.transaction(async (tx) => {
      const locked = await this.deps.repo.lock(tx, id, accountId);
      if (!locked || locked.status === 'closed') throw new AppError(409, 'fee_card_closed');
      await this.postCharges(tx, locked, charges);
      await this.deps.repo.markRefreshed(tx, id, asOf);
      const remaining = await this.deps.repo.cardBalance(tx, locked);
      if (remaining > 0) {
        await this.deps.ledger.post(tx, {
          accountId,
          kind: 'fee_card_close',
          description: cardName(locked),
          createdBy: userId,
          meta: { card_id: locked.id },
          lines: [
            { account: cardRef(locked), amount: -remaining },
            { account: sellerAccount(accountId, 'available'), amount: remaining },
          ],
        });
      }
      await this.deps.repo.markClosed(tx, id, this.deps.now());
    });
    return this.result(accountId, id);
  }

  /**
   * §9 "Balances refresh once a day": fetches every open card's charges since its last refresh and posts each once
   * (a charge already posted is skipped, so running it twice changes nothing). A card that fails is left for the
   * next run and named in the answer.
   */
  async refreshAll(): Promise<{ cards: number; charges: number; failed: number[] }> {
    const cards = await this.deps.repo.refreshable();
    let charges = 0;
    const failed: number[] = [];
    for (const card of cards) {
      try {
        charges += await this.refreshCard(card);
      } catch {
        failed.push(card.id);
      }
    }
    return { cards: cards.length, charges, failed };
  }

  /** One card's refresh; answers how many charges it posted. */
  async refreshCard(card: FeeCardRow): Promise<number> {
    // Charges the issuer makes later are dated after this moment, so the next refresh asks from here.
    const asOf = this.deps.now();
    const charges = await this.deps.issuer.charges(card.issuer_token, card.balance_refreshed_at);
    return this.deps.ledger.transaction(async (tx) => {
      const locked = await this.deps.repo.lock(tx, card.id);
      if (!locked || locked.status === 'closed') return 0;
      const posted = await this.postCharges(tx, locked, charges);
      await this.deps.repo.markRefreshed(tx, card.id, asOf);
      return posted;
    });
  }

  /** Posts the charges not posted before; the card row is locked, so two refreshes cannot post one twice. */
  private async postCharges(tx: Tx, card: FeeCardRow, charges: IssuerCharge[]): Promise<number> {
    let posted = 0;
    for (const charge of charges) {
      if (await this.deps.repo.chargeKnown(tx, card.id, charge.id)) continue;
      const journalId = await this.deps.ledger.post(tx, {
        accountId: card.account_id,
        kind: 'fee_card_charge',
        description: `${charge.merchant} — ${cardName(card)}`,
        meta: { card_id: card.id, merchant: charge.merchant, issuer_charge_id: charge.id },
        lines: [
          { account: cardRef(card), amount: -charge.amount },
          { account: SPENT, amount: charge.amount },
        ],
      });
      await this.deps.repo.insertCharge(tx, {
        card_id: card.id,
        issuer_charge_id: charge.id,
        amount: charge.amount,
        merchant: charge.merchant,
        charged_at: charge.at,
        journal_id: journalId,
      });
      posted += 1;
    }
    return posted;
  }

  private async card(accountId: number, id: number): Promise<FeeCardRow> {
    const found = await this.deps.repo.get(accountId, id);
    if (!found) throw notFound();
    return found.card;
  }

  private async view(accountId: number, id: number): Promise<FeeCard> {
    const found = await this.deps.repo.get(accountId, id);
    if (!found) throw notFound();
    return toFeeCard(found.card, found.balance);
  }

  /** Another request changed the card meanwhile: answer with the rule it now breaks. */
  private async conflict(accountId: number, id: number): Promise<never> {
    const card = await this.card(accountId, id);
    if (card.status === 'closed') throw new AppError(409, 'fee_card_closed');
    throw new AppError(409, card.status === 'frozen' ? 'fee_card_frozen' : 'fee_card_not_frozen');
  }

  private async result(accountId: number, id: number): Promise<FeeCardResult> {
    return { card: await this.view(accountId, id), balance: await this.deps.balance.get(accountId) };
  }
}
