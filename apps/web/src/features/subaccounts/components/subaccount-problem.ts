import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';

/** The refusals of /subaccounts that only this feature meets, worded here (STYLE: the UI owns the wording). */
function ownWording(code: string, t: TFunction): string | null {
  switch (code) {
    case 'permission_escalation':
      return t('subaccounts:problems.permission_escalation');
    case 'cannot_manage_self':
      return t('subaccounts:problems.cannot_manage_self');
    case 'subaccount_not_invited':
      return t('subaccounts:problems.subaccount_not_invited');
    case 'invitation_invalid':
      return t('subaccounts:problems.invitation_invalid');
    case 'not_found':
      return t('subaccounts:problems.not_found');
    default:
      return null;
  }
}

/** The same failure with our wording as its message, so that the shared form and dialog paths show it. */
export function reworded(error: unknown, t: TFunction): unknown {
  if (!(error instanceof ApiError)) return error;
  const message = ownWording(error.code, t);
  if (!message) return error;
  return new ApiError({ status: error.status, code: error.code, message, body: error.body });
}

export const problemMessage = (error: unknown, t: TFunction): string => errorMessage(reworded(error, t), t);
