import { useState } from 'react';
import { Button, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DISPOSAL_PAGE_SIZE, type DisposalRequest } from '@cabinet/contracts/disposal';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
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
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error, t) : null}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('disposal.number')}</Table.Th>
                <Table.Th>{t('disposal.created_at')}</Table.Th>
                <Table.Th>{t('disposal.items')}</Table.Th>
                <Table.Th>{t('disposal.fee')}</Table.Th>
                <Table.Th>{t('disposal.status')}</Table.Th>
                <Table.Th>{t('list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data?.list.map((request) => (
                <Table.Tr key={request.id} data-testid={`disposal-${request.id}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {request.id}
                    </Text>
                    {request.comment && <Text size="xs">{request.comment}</Text>}
                  </Table.Td>
                  <Table.Td>{formatDateTime(request.created_at)}</Table.Td>
                  <Table.Td>
                    <Stack gap={2}>
                      {request.items.map((item) => (
                        <Text key={item.product_id} size="sm">
                          {t('disposal.item', {
                            sku: item.sku,
                            title: productTitle(item, i18n.language),
                            count: item.quantity,
                          })}
                        </Text>
                      ))}
                    </Stack>
                  </Table.Td>
                  <Table.Td>{formatMoney(request.fee)}</Table.Td>
                  <Table.Td>
                    <Stack gap={2} align="flex-start">
                      <DisposalStatusBadge status={request.status} />
                      {request.reason && (
                        <Text size="xs" c="gray.7">
                          {request.reason}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {canWrite && request.status === 'pending' && (
                      <Button
                        size="compact-sm"
                        variant="default"
                        onClick={() => void askCancel(request)}
                        aria-label={t('disposal.cancel_label', { number: request.id })}
                      >
                        {t('disposal.cancel')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pagination page={filters.page} total={pages} onChange={(page) => setFilters({ page })} />
      </ListCard>
      <DisposalDialog opened={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}
