import { useTranslation } from 'react-i18next';
import type { OpsPaymentLink } from '@cabinet/contracts/payment-links';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import type { ReasonRequest } from '../../../shared/ui/reason-dialog.tsx';
import { useReviewPaymentLink, type ReviewAction } from '../api/ops-payment-links.ts';

/**
 * The review desk's decisions. Accepting and unblocking act at once (a refusal is a toast); declining and blocking
 * ask the page's reason dialog first, which shows a refusal itself.
 */
export function useLinkReview(askReason: (request: ReasonRequest) => void) {
  const { t } = useTranslation('payment-links');
  const review = useReviewPaymentLink();

  const act = async (link: OpsPaymentLink, action: ReviewAction, reason?: string) => {
    try {
      await review.mutateAsync({ id: link.id, action, reason });
      notifySuccess(t(`ops.done.${action}`));
    } catch (error) {
      if (reason !== undefined) throw error;
      notifyError(errorMessage(error, t));
    }
  };
  const withReason = (link: OpsPaymentLink, action: 'decline' | 'block') =>
    askReason({
      title: t(`ops.${action}_title`, { description: link.description }),
      label: t('ops.reason'),
      submit: t(`ops.${action}`),
      run: (reason) => act(link, action, reason),
    });

  return { act, withReason };
}
