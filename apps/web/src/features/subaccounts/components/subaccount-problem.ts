import type { TFunction } from 'i18next';
import { reworded as rewordedIn, rewordedMessage } from '../../../shared/api/reword.ts';

/** The refusals of /subaccounts that only this feature meets, worded in its catalogue. */
const CODES = [
  'permission_escalation',
  'cannot_manage_self',
  'subaccount_not_invited',
  'invitation_invalid',
  'not_found',
];

export const reworded = (error: unknown, t: TFunction) => rewordedIn(error, t, 'subaccounts', CODES);

export const problemMessage = (error: unknown, t: TFunction): string => rewordedMessage(error, t, 'subaccounts', CODES);
