import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentLink, PaymentLinkStatus } from '@cabinet/contracts/payment-links';

const COLORS: Record<PaymentLinkStatus, string> = {
  in_review: 'yellow',
  accepted: 'teal',
  declined: 'red',
  blocked: 'dark',
  paid: 'blue',
};

/** §4 payment link statuses: the state, the kind (one-time / permanent) and, once switched off, "deactivated". */
export function LinkStatusBadges({ link }: { link: Pick<PaymentLink, 'status' | 'kind' | 'active'> }) {
  const { t } = useTranslation('payment-links');
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={COLORS[link.status]} variant="light">
        {t(`status.${link.status}`)}
      </Badge>
      <Badge color="gray" variant="outline">
        {t(`kind.${link.kind}`)}
      </Badge>
      {!link.active && (
        <Badge color="gray" variant="filled">
          {t('status.deactivated')}
        </Badge>
      )}
    </Group>
  );
}
