import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { useCan } from '../../../shared/session/permissions.tsx';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { NATIONAL_POST_ON_PAGE, useNationalPostShipments, type NationalPostFilters } from '../api/national-post.ts';
import { shipmentColumns } from '../components/shipment-columns.tsx';
import { ShipmentSearch } from '../components/shipment-search.tsx';

/** /ukrposhta-shipments (§2): the seller's national-post shipments, with their price, status, documents and track. */
export function NationalPostPage() {
  const { t } = useTranslation('national-post');
  const canWrite = useCan('shipments.write');
  const { filters, setFilters } = useListFilters<NationalPostFilters>({ numbers: ['page'] }, { page: 1 });
  const list = useNationalPostShipments(filters);
  const pages = list.data ? Math.ceil(list.data.total / NATIONAL_POST_ON_PAGE) : 0;

  return (
    <Page
      title={t('list.title')}
      caption={t('list.caption')}
      actions={
        canWrite && (
          <Button component={Link} to={paths.nationalPostNew}>
            {t('list.create')}
          </Button>
        )
      }
    >
      <ShipmentSearch filters={filters} setFilters={setFilters} />
      <ListCard
        empty={list.data?.shipments.length === 0}
        emptyText={t('list.empty')}
        query={list}
        pager={{ page: filters.page, pages, onChange: (page) => setFilters({ page }) }}
      >
        <DataTable
          label={t('list.title')}
          columns={shipmentColumns(t, canWrite)}
          rows={list.data?.shipments ?? []}
          rowKey={(s) => s.id}
          rowProps={(s) => ({ 'data-testid': `national-post-${s.barcode ?? s.id}` })}
          minWidth={900}
        />
      </ListCard>
    </Page>
  );
}
