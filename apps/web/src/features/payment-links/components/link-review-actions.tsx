import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsPaymentLink } from '@cabinet/contracts/payment-links';
import type { ReviewAction } from '../api/ops-payment-links.ts';

/** A link in review is accepted or declined; one in review or accepted can be blocked, a blocked one unblocked. */
export function LinkReviewActions({
  link,
  onAct,
  onAskReason,
}: {
  link: OpsPaymentLink;
  onAct(link: OpsPaymentLink, action: ReviewAction): void;
  onAskReason(link: OpsPaymentLink, action: 'decline' | 'block'): void;
}) {
  const { t } = useTranslation('payment-links');
  return (
    <Group gap="xs">
      {link.status === 'in_review' && (
        <>
          <Button size="compact-sm" color="teal" onClick={() => onAct(link, 'accept')}>
            {t('ops.accept')}
          </Button>
          <Button size="compact-sm" variant="light" color="red" onClick={() => onAskReason(link, 'decline')}>
            {t('ops.decline')}
          </Button>
        </>
      )}
      {(link.status === 'in_review' || link.status === 'accepted') && (
        <Button size="compact-sm" variant="subtle" color="dark" onClick={() => onAskReason(link, 'block')}>
          {t('ops.block')}
        </Button>
      )}
      {link.status === 'blocked' && (
        <Button size="compact-sm" variant="light" onClick={() => onAct(link, 'unblock')}>
          {t('ops.unblock')}
        </Button>
      )}
    </Group>
  );
}
