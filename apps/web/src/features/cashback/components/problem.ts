import type { TFunction } from 'i18next';
import { reworded as rewordedIn, rewordedMessage } from '../../../shared/api/reword.ts';

/** The refusals only cashback and the cards meet, worded in this feature's catalogue. */
const CODES = [
  'fee_card_issuing',
  'fee_card_closed',
  'fee_card_frozen',
  'fee_card_not_frozen',
  'card_issuer_failed',
  'not_found',
];

export const reworded = (error: unknown, t: TFunction) => rewordedIn(error, t, 'cashback', CODES);

export const problemMessage = (error: unknown, t: TFunction): string => rewordedMessage(error, t, 'cashback', CODES);
