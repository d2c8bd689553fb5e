import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DISPOSAL_PAGE_SIZE } from '@cabinet/contracts/disposal';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useDisposals } from '../api/disposal.ts';
import { DisposalDialog } from '../components/disposal-dialog.tsx';
import { useDisposalColumns } from '../components/use-disposal-columns.tsx';
import { Can } from '../../../shared/session/permissions.tsx';

/** /warehouse/disposal (§2, §3): the seller's disposal requests, 10 a page (§9); a new one; cancel a pending one. */
export function DisposalPage() {
  const { t } = useTranslation('warehouse-stock');
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const list = useDisposals(filters.page);
  const [creating, setCreating] = useState(false);
  const pages = list.data ? Math.ceil(list.data.total / DISPOSAL_PAGE_SIZE) : 0;

  const columns = useDisposalColumns();

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
