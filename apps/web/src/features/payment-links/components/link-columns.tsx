import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { PaymentLink } from '@cabinet/contracts/payment-links';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { TruncatedText } from '../../../shared/ui/truncated-text.tsx';
import { LinkStatusBadges } from './link-status-badge.tsx';

type Described = Pick<PaymentLink, 'description' | 'review_reason'>;

/**
 * What the link is for, a line about it (`about`: when it was made, and for operators its code) and the
 * operator's reason when it was declined or blocked. The seller reads their links by it (`keyFact`, in bold);
 * operators read them by the seller first.
 */
export function descriptionColumn<Row extends Described>(
  t: TFunction,
  about: (link: Row) => ReactNode,
  { keyFact = false }: { keyFact?: boolean } = {},
): DataColumn<Row> {
  return {
    id: 'description',
    header: t('list.description'),
    keyFact,
    cell: (link) => (
      <>
        <TruncatedText size="sm" fw={keyFact ? 500 : undefined}>
          {link.description}
        </TruncatedText>
        <Text size="xs" c="gray.7">
          {about(link)}
        </Text>
        {link.review_reason && (
          <TruncatedText size="xs" c="red.8" lines={2}>
            {t('list.reason', { reason: link.review_reason })}
          </TruncatedText>
        )}
      </>
    ),
  };
}

/** The link's state, kind and whether it is switched off. */
export const statusColumn = <Row extends Pick<PaymentLink, 'status' | 'kind' | 'active'>>(
  t: TFunction,
): DataColumn<Row> => ({
  id: 'status',
  header: t('list.status'),
  keyFact: true,
  cell: (link) => <LinkStatusBadges link={link} />,
});
