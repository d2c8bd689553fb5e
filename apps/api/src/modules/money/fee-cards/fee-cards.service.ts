import { pageInfo, type PageQuery } from '@cabinet/contracts/common';
import {
  FEE_CARD_MIN_TOP_UP_MINOR,
  type FeeCard,
  type FeeCardDetail,
  type FeeCardList,
  type FeeCardResult,
} from '@cabinet/contracts/fee-cards';
import { AppError, notFound } from '../../../platform/errors.ts';
import { afterCommit } from '../../../platform/db/unit-of-work.ts';
import {
  CardIssuerError,
  type CardIssuer,
  type IssuedCard,
  type IssuerCharge,
} from '../../../providers/card-issuer/card-issuer.ts';
import type { BalanceService } from '../balance/balance.service.ts';
import { providerAccount, sellerAccount, type Ledger, type Tx } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import { assertActive, cardName, cardRef, issuerProblem, issuerToken, toFeeCard } from './fee-card-view.ts';
import type { FeeCardRepository, FeeCardRow } from './fee-cards.repository.ts';

/** Where the money spent with a card goes: out of the provider, to the marketplaces, through the issuer. */
const SPENT = providerAccount('payouts', 'fee_cards');

/** How long a load may wait for the issuer before the reconciliation takes it over. */
export const LOAD_RECONCILE_AFTER_MS = 60_000;

/**
 * Virtual fee cards (issue 4, §9). A card's money is the seller's `fee_card` ledger account (ref = card id):
 * issuing and topping up move it from `available` (at least 10 USD each time), closing moves what is left back.
 * The card is spent at the issuer, without us; once a day (and on closing) its charges are fetched and posted
 * `fee_card → payouts('fee_cards')` — money that left us for the marketplaces — each exactly once.
 *
 * Calls to the issuer never run inside a transaction (the issuer is another system). Where money goes to the
 * issuer, the ledger moves first and records a pending load in the same transaction; the issuer is asked after the
 * commit, by a reference that makes a repeated call load once; its answer settles the load (loaded) or reverses
 * it (refused). A crash or an outage in between leaves the load pending, and `reconcile` — run every few minutes —
 * finishes it the same way. So a card is never funded at the issuer without the ledger's debit, and a debit never
 * stays without its load. A new card is `issuing` until the issuer has issued it.
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
    const { ledger, repo, now } = this.deps;
    const amount = body.initial_top_up;
    const card = await ledger.transaction(async (tx) => {
      const card = await repo.insert(tx, {
        account_id: accountId,
        label: body.label,
        issuer: this.deps.issuer.name,
        status: 'issuing',
        created_at: now(),
      });
      await this.fund(tx, card, userId, 'fee_card_issue', amount);
      return card;
    });
    return this.result(accountId, card.id);
  }

  /** available → card (≥ 10 USD); only an active card takes money. */
  async topUp(accountId: number, userId: number, id: number, amount: number): Promise<FeeCardResult> {
    await this.deps.ledger.transaction(async (tx) => {
      const card = await this.deps.repo.lock(tx, id, accountId);
      if (!card) throw notFound();
      assertActive(card);
      await this.fund(tx, card, userId, 'fee_card_top_up', amount);
    });
    return this.result(accountId, id);
  }

  /** Moves the money onto the card in the ledger, records the load as pending, and has the issuer load it after the commit. */
  private async fund(
    tx: Tx,
    card: FeeCardRow,
    userId: number,
    kind: 'fee_card_issue' | 'fee_card_top_up',
    amount: number,
  ): Promise<void> {
    const journalId = await this.deps.ledger.post(tx, {
      accountId: card.account_id,
      kind,
      description: cardName(card),
      createdBy: userId,
      meta: { card_id: card.id },
      lines: [
        { account: sellerAccount(card.account_id, 'available'), amount: -amount },
        { account: cardRef(card), amount },
      ],
    });
    await this.deps.repo.insertLoad(tx, {
      journal_id: journalId,
      card_id: card.id,
      amount,
      created_at: this.deps.now(),
    });
    await afterCommit(() => this.settleLoad(journalId));
  }

  /**
   * Has the issuer carry out a pending load — issuing the card first when it is new — and records its answer: loaded,
   * or reversed when the issuer refuses for good (a frozen or closed card). Any other failure (an outage, a time-out)
   * leaves the load pending for the next reconciliation. Safe to run any number of times, also concurrently.
   */
  async settleLoad(journalId: number): Promise<'loaded' | 'reversed' | 'pending'> {
    const { repo, issuer, ledger } = this.deps;
    const pending = await repo.pendingLoad(journalId);
    if (!pending) return 'pending';
    const { load, card } = pending;
    let refused: CardIssuerError | null = null;
    let issued: IssuedCard | null = null;
    try {
      // The reference names our card or our journal, so a repeated call (after a crash, by the reconciliation)
      // makes no second card and loads no second time.
      if (card.status === 'issuing')
        issued = await issuer.issueCard({ reference: `card:${card.id}`, amount: load.amount });
      else await issuer.load(issuerToken(card), load.amount, `journal:${journalId}`);
    } catch (err) {
      if (!(err instanceof CardIssuerError)) throw err;
      refused = err;
    }
    return ledger.transaction(async (tx) => {
      const locked = await repo.lockLoad(tx, journalId);
      if (!locked || locked.status !== 'pending') return locked?.status ?? 'pending';
      const at = this.deps.now();
      if (refused) {
        await ledger.reverse(tx, journalId);
        if (card.status === 'issuing') await repo.markClosed(tx, card.id, at);
        await repo.settleLoad(tx, journalId, 'reversed', at);
        return 'reversed';
      }
      if (issued) await repo.markIssued(tx, card.id, issued);
      await repo.settleLoad(tx, journalId, 'loaded', at);
      return 'loaded';
    });
  }

  /** Finishes or reverses every load the issuer has not confirmed within a minute (see the class comment). */
  async reconcile(): Promise<{ loaded: number; reversed: number; pending: number }> {
    const before = new Date(this.deps.now().getTime() - LOAD_RECONCILE_AFTER_MS);
    const result = { loaded: 0, reversed: 0, pending: 0 };
    for (const journalId of await this.deps.repo.pendingLoadsBefore(before)) {
      const outcome = await this.settleLoad(journalId).catch(() => 'pending' as const);
      result[outcome] += 1;
    }
    return result;
  }

  /** Stops the card's spending at the issuer; a frozen card takes no top-ups until unfrozen. */
  async freeze(accountId: number, id: number): Promise<FeeCard> {
    const card = await this.card(accountId, id);
    assertActive(card);
    await this.deps.issuer.freeze(issuerToken(card)).catch((err) => {
      throw issuerProblem(err);
    });
    if (!(await this.deps.repo.setStatus(id, 'active', 'frozen'))) return this.conflict(accountId, id);
    return this.view(accountId, id);
  }

  async unfreeze(accountId: number, id: number): Promise<FeeCard> {
    const card = await this.card(accountId, id);
    if (card.status === 'closed') throw new AppError(409, 'fee_card_closed');
    if (card.status !== 'frozen') throw new AppError(409, 'fee_card_not_frozen');
    await this.deps.issuer.unfreeze(issuerToken(card)).catch((err) => {
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
    const token = issuerToken(card);
    const asOf = this.deps.now();
    await this.deps.issuer.close(token).catch((err) => {
      throw issuerProblem(err);
    });
    const charges = await this.deps.issuer.charges(token, card.balance_refreshed_at);
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
    const charges = await this.deps.issuer.charges(issuerToken(card), card.balance_refreshed_at);
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
