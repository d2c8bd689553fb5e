import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DISPOSAL_PAGE_SIZE, type DisposalRequest } from '@cabinet/contracts/disposal';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useCancelDisposal, useDisposals } from '../api/disposal.ts';
import { DisposalDialog } from '../components/disposal-dialog.tsx';
import { DisposalStatusBadge } from '../components/disposal-status-badge.tsx';
import { productTitle } from '../components/product-title.ts';
import { Can, useCan } from '../../../shared/session/permissions.tsx';

/** /warehouse/disposal (§2, §3): the seller's disposal requests, 10 a page (§9); a new one; cancel a pending one. */
export function DisposalPage() {
  const { t, i18n } = useTranslation('warehouse-stock');
  const canWrite = useCan('warehouse.write');
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const list = useDisposals(filters.page);
  const cancel = useCancelDisposal();
  const [creating, setCreating] = useState(false);
  const pages = list.data ? Math.ceil(list.data.total / DISPOSAL_PAGE_SIZE) : 0;

  const askCancel = async (request: DisposalRequest) => {
    try {
      await confirm({
        title: t('disposal.cancel_title', { number: request.id }),
        message: t('disposal.cancel_text'),
        actions: [{ label: t('disposal.cancel'), color: 'red', handler: () => cancel.mutateAsync(request.id) }],
      });
      notifySuccess(t('disposal.cancelled', { number: request.id }));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) throw error;
    }
  };

  const columns: DataColumn<DisposalRequest>[] = [
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

  return (
    <Page
      title={t('disposal.title')}
      caption={t('disposal.caption')}
      actions={
        <Can permission="warehouse.write">
          <Button onClick={() => setCreating(true)}>{t('disposal.new')}</Button>
        </Can>
      }
    >
      <ListCard
        empty={list.data?.list.length === 0}
        emptyText={t('disposal.empty')}
        query={list}
        pager={{ page: filters.page, pages, onChange: (page) => setFilters({ page }) }}
      >
        <DataTable
          label={t('disposal.title')}
          columns={columns}
          rows={list.data?.list ?? []}
          rowKey={(request) => request.id}
          rowProps={(request) => ({ 'data-testid': `disposal-${request.id}` })}
          minWidth={760}
        />
      </ListCard>
      <DisposalDialog opened={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}
