import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useAddresses, type AddressFilters } from '../api/addresses.ts';
import { addressColumns } from '../components/address-columns.tsx';
import { AddressSearch } from '../components/address-search.tsx';

/** /addresses — the address book: senders and recipients, searched by name or city, filtered by kind (in the URL). */
export function AddressesPage() {
  const { t } = useTranslation('addresses');
  const user = useCurrentUser();
  const canWrite = user.permissions.includes('addresses.write');
  const { filters, setFilters } = useListFilters<AddressFilters>({ numbers: ['page'] }, { page: 1 });
  const list = useAddresses(filters);
  const data = list.data;

  return (
    <ListPage
      title={t('list.title')}
      caption={t('list.caption')}
      actions={
        canWrite && (
          <Button component={Link} to={paths.addressNew}>
            {t('list.create')}
          </Button>
        )
      }
      filters={<AddressSearch filters={filters} setFilters={setFilters} />}
      list={{
        title: t('list.list'),
        caption: data ? t('list.total', { total: data.total }) : undefined,
        empty: data?.address_book.length === 0,
        emptyText: filters.search || filters.book_type ? t('list.nothing_found') : t('list.empty'),
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        <DataTable
          label={t('list.list')}
          columns={addressColumns(t, canWrite)}
          rows={data?.address_book ?? []}
          rowKey={(a) => a.id}
          rowProps={(a) => ({ 'data-testid': `address-${a.id}` })}
          minWidth={720}
        />
      }
    />
  );
}
