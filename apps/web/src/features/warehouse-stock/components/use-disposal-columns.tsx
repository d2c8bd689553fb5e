import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DisposalRequest } from '@cabinet/contracts/disposal';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCan } from '../../../shared/session/permissions.tsx';
import { useCancelDisposal } from '../api/disposal.ts';
import { DisposalStatusBadge } from './disposal-status-badge.tsx';
import { productTitle } from './product-title.ts';

/** The seller's disposal columns: the request, when, what, the fee, the status, and Cancel while it is pending. */
export function useDisposalColumns(): DataColumn<DisposalRequest>[] {
  const { t, i18n } = useTranslation('warehouse-stock');
  const canWrite = useCan('warehouse.write');
  const cancel = useCancelDisposal();

  const askCancel = async (request: DisposalRequest) => {
    const answer = await ask({
      title: t('disposal.cancel_title', { number: request.id }),
      message: t('disposal.cancel_text'),
      actions: [{ label: t('disposal.cancel'), color: 'red', handler: () => cancel.mutateAsync(request.id) }],
    });
    if (!answer) return;
    notifySuccess(t('disposal.cancelled', { number: request.id }));
  };

  return [
    {
      id: 'number',
      header: t('disposal.number'),
      keyFact: true,
      cell: (request) => (
        <>
          <Text size="sm" fw={600}>
            {request.id}
          </Text>
          {request.comment && <Text size="xs">{request.comment}</Text>}
        </>
      ),
    },
    { id: 'created_at', header: t('disposal.created_at'), cell: (request) => formatDateTime(request.created_at) },
    {
      id: 'items',
      header: t('disposal.items'),
      cell: (request) => (
        <Stack gap={2}>
          {request.items.map((item) => (
            <Text key={item.product_id} size="sm">
              {t('disposal.item', { sku: item.sku, title: productTitle(item, i18n.language), count: item.quantity })}
            </Text>
          ))}
        </Stack>
      ),
    },
    { id: 'fee', header: t('disposal.fee'), keyFact: true, cell: (request) => formatMoney(request.fee) },
    {
      id: 'status',
      header: t('disposal.status'),
      keyFact: true,
      cell: (request) => (
        <Stack gap={2} align="flex-start">
          <DisposalStatusBadge status={request.status} />
          {request.reason && (
            <Text size="xs" c="gray.7">
              {request.reason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      action: true,
      cell: (request) =>
        canWrite &&
        request.status === 'pending' && (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => void askCancel(request)}
            aria-label={t('disposal.cancel_label', { number: request.id })}
          >
            {t('disposal.cancel')}
          </Button>
        ),
    },
  ];
}
