import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { disposalStatusColors, type OpsDisposalRequest } from '@cabinet/contracts/disposal';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { DisposalActions } from './disposal-actions.tsx';

/** The desk's disposal columns: the request, whose, what, the fee, the status, and its decisions. */
export function useOpsDisposalColumns(): DataColumn<OpsDisposalRequest>[] {
  const { t } = useTranslation('warehouse-stock');
  return [
    {
      id: 'number',
      header: t('ops.disposals.number'),
      keyFact: true,
      cell: (request) => (
        <>
          <Text size="sm" fw={600}>
            {request.id}
          </Text>
          <Text size="xs">{formatDateTime(request.created_at)}</Text>
          {request.comment && <Text size="xs">{request.comment}</Text>}
        </>
      ),
    },
    { id: 'account', header: t('ops.stock.account'), cell: (request) => <SellerLink seller={request.seller} /> },
    {
      id: 'items',
      header: t('ops.disposals.items'),
      cell: (request) =>
        request.items.map((item) => (
          <Text key={item.product_id} size="sm">
            {item.sku} × {item.quantity}
          </Text>
        )),
    },
    { id: 'fee', header: t('ops.disposals.fee'), keyFact: true, cell: (request) => formatMoney(request.fee) },
    {
      id: 'status',
      header: t('ops.disposals.status'),
      keyFact: true,
      cell: (request) => (
        <>
          <Badge color={disposalStatusColors[request.status]} variant="light">
            {t(`ops.disposal_status.${request.status}`)}
          </Badge>
          {request.reason && <Text size="xs">{request.reason}</Text>}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('ops.stock.actions'),
      action: true,
      cell: (request) => <DisposalActions request={request} />,
    },
  ];
}
