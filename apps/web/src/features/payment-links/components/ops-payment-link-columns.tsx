import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OpsPaymentLink } from '@cabinet/contracts/payment-links';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { TruncatedText } from '../../../shared/ui/truncated-text.tsx';
import { descriptionColumn, statusColumn } from './link-columns.tsx';

/** The review desk's columns: whose link, what for, its state, the amount with its payments, the decisions. */
export function opsPaymentLinkColumns(
  t: TFunction,
  actions: (link: OpsPaymentLink) => ReactNode,
): DataColumn<OpsPaymentLink>[] {
  return [
    {
      id: 'seller',
      header: t('ops.seller'),
      keyFact: true,
      cell: (link) => (
        <>
          <TruncatedText size="sm" maxWidth={240}>
            {link.seller_name}
          </TruncatedText>
          <Text size="xs" c="gray.7">
            {link.seller_email} · #{link.account_id}
          </Text>
        </>
      ),
    },
    descriptionColumn<OpsPaymentLink>(t, (link) => `${formatDateTime(link.created_at)} · ${link.code}`),
    statusColumn(t),
    {
      id: 'amount',
      header: t('list.amount'),
      keyFact: true,
      align: 'right',
      cell: (link) => (
        <>
          <Text size="sm">{formatMoney(link.amount)}</Text>
          <Text size="xs" c="gray.7">
            {t('list.payments_count', { count: link.payments_count })}
          </Text>
        </>
      ),
    },
    { id: 'actions', header: t('list.actions'), action: true, cell: actions },
  ];
}
