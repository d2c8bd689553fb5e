import { Anchor, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { PaymentLink } from '@cabinet/contracts/payment-links';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { descriptionColumn, statusColumn } from './link-columns.tsx';
import { PaymentLinkActions } from './payment-link-actions.tsx';

/** The seller's links: what for, state, amount, what was received (opening its payments), and the actions. */
export function paymentLinkColumns(
  t: TFunction,
  onShowPayments: (link: PaymentLink) => void,
): DataColumn<PaymentLink>[] {
  return [
    descriptionColumn<PaymentLink>(t, (link) => t('list.created', { date: formatDate(link.created_at) }), {
      keyFact: true,
    }),
    statusColumn(t),
    { id: 'amount', header: t('list.amount'), keyFact: true, align: 'right', cell: (link) => formatMoney(link.amount) },
    {
      id: 'received',
      header: t('list.received'),
      align: 'right',
      cell: (link) => (
        <>
          <Text size="sm">{formatMoney(link.received)}</Text>
          <Anchor component="button" type="button" size="xs" onClick={() => onShowPayments(link)}>
            {t('list.payments_count', { count: link.payments_count })}
          </Anchor>
        </>
      ),
    },
    { id: 'actions', header: t('list.actions'), action: true, cell: (link) => <PaymentLinkActions link={link} /> },
  ];
}
