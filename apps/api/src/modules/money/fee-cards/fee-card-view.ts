import type { FeeCard } from '@cabinet/contracts/fee-cards';
import { AppError } from '../../../platform/errors.ts';
import { CardIssuerError } from '../../../providers/card-issuer/card-issuer.ts';
import { sellerAccount } from '../ledger/ledger.ts';
import { money } from '../money-format.ts';
import type { FeeCardRow } from './fee-cards.repository.ts';

/** A card as the seller sees it, and the rules every card operation checks first. */

export const cardRef = (card: { id: number; account_id: number }) =>
  sellerAccount(card.account_id, 'fee_card', String(card.id));
const masked = (card: FeeCardRow) =>
  card.bin && card.last4 ? `${card.bin.slice(0, 4)} ${card.bin.slice(4, 6)}•• •••• ${card.last4}` : null;
export const cardName = (card: FeeCardRow) => (card.last4 ? `${card.label} •••• ${card.last4}` : card.label);
const expiryOf = (card: FeeCardRow) =>
  card.expiry_month && card.expiry_year
    ? `${String(card.expiry_month).padStart(2, '0')}/${String(card.expiry_year % 100).padStart(2, '0')}`
    : null;
/** The issuer's card behind one of ours; only an issued card has one. */
export const issuerToken = (card: FeeCardRow): string => {
  if (!card.issuer_token) throw new AppError(409, 'fee_card_issuing');
  return card.issuer_token;
};

export function toFeeCard(card: FeeCardRow, balance: number): FeeCard {
  return {
    id: card.id,
    label: card.label,
    number_masked: masked(card),
    last4: card.last4,
    brand: card.brand,
    expiry: expiryOf(card),
    status: card.status,
    balance: money(balance),
    balance_refreshed_at: card.balance_refreshed_at?.toISOString() ?? null,
    created_at: card.created_at.toISOString(),
    closed_at: card.closed_at?.toISOString() ?? null,
  };
}

/** A card that may take money: issued (409 fee_card_issuing), not closed or frozen (409 fee_card_closed/frozen). */
export function assertActive(card: FeeCardRow): void {
  if (card.status === 'issuing') throw new AppError(409, 'fee_card_issuing');
  if (card.status === 'closed') throw new AppError(409, 'fee_card_closed');
  if (card.status === 'frozen') throw new AppError(409, 'fee_card_frozen');
}

/** The issuer's refusal in our words. */
export function issuerProblem(err: unknown): unknown {
  if (!(err instanceof CardIssuerError)) return err;
  if (err.reason === 'card_closed') return new AppError(409, 'fee_card_closed');
  if (err.reason === 'card_frozen') return new AppError(409, 'fee_card_frozen');
  return new AppError(502, 'card_issuer_failed');
}
