import type { ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OpsPaymentLink } from '@cabinet/contracts/payment-links';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { payLinkUrl } from '../../../shared/lib/paths.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
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
        <SellerLink seller={{ account_id: link.account_id, name: link.seller_name, email: link.seller_email }} />
      ),
    },
    // The link's page as the buyer sees it, rather than its code (issue 23: no raw codes on operator screens).
    descriptionColumn<OpsPaymentLink>(t, (link) => (
      <>
        {formatDateTime(link.created_at)} ·{' '}
        <Anchor href={payLinkUrl(link.code)} target="_blank" rel="noopener noreferrer" size="xs">
          {t('ops.pay_page')}
        </Anchor>
      </>
    )),
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
