import { AppError, invalid } from '../../../platform/errors.ts';

/**
 * The card side of the buyer's payment, as the payments provider's sandbox behaves: any well-formed card number
 * (Luhn, checked by the contract) with a future expiry is charged, except the documented test card that the issuer
 * declines. This lives here until the payments provider's hosted checkout takes buyer payments (see the module's
 * notes); the rules are the sandbox's, not the link's.
 */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

/** The card as it may be shown again: its last four digits. */
export const lastFour = (cardNumber: string) => cardNumber.slice(-4);

/** Throws 400 for an expired card and 402 `card_declined` for the declining test card. */
export function chargeSandboxCard(card: { card_number: string; expiry: string }, now: Date): void {
  const [month, year] = card.expiry.split('/').map(Number) as [number, number];
  // A card is good through the last day of its expiry month (UTC).
  const endOfMonth = Date.UTC(2000 + year, month, 1);
  if (now.getTime() >= endOfMonth) throw invalid({ expiry: ['card_expired'] });
  if (card.card_number === SANDBOX_DECLINED_CARD) throw new AppError(402, 'card_declined');
}
