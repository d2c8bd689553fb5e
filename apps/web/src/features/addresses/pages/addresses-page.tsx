import { useState } from 'react';
import { Badge, Button, Group, Select, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addressListQuerySchema, bookTypes, type Address } from '@cabinet/contracts/addresses';
import { addressEditUrl, paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { CountryFlag } from '../../../shared/ui/country-flag.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useAddresses, useRemoveAddress, type AddressFilters } from '../api/addresses.ts';
import { addressLine, addressName } from '../components/address-name.ts';

/** /addresses — the address book: senders and recipients, searched by name or city, filtered by kind (in the URL). */
export function AddressesPage() {
  const { t } = useTranslation('addresses');
  const user = useCurrentUser();
  const canWrite = user.permissions.includes('addresses.write');
  const { filters, setFilters } = useListFilters<AddressFilters>({ numbers: ['page'] }, { page: 1 });
  const list = useAddresses(filters);
  const remove = useRemoveAddress();
  const [search, setSearch] = useState(filters.search ?? '');
  // The box follows the URL when it changes from outside (back, a link): React's "adjust state on prop change".
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setSearch(filters.search ?? '');
  }
  const data = list.data;

  const askRemove = async (address: Address) => {
    try {
      await confirm({
        title: t('list.delete_title'),
        message: t('list.delete_text', { name: addressName(address) }),
        actions: [
          { label: t('list.delete'), color: 'red', value: true, handler: () => remove.mutateAsync(address.id) },
        ],
      });
      notifySuccess(t('list.deleted'));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) throw error;
    }
  };

  const columns: (DataColumn<Address> | false)[] = [
    {
      id: 'name',
      header: t('list.name'),
      keyFact: true,
      cell: (a) => (
        <>
          <Text size="sm" fw={500}>
            {addressName(a)}
          </Text>
          {a.variation_type === 'company' && (a.first_name || a.last_name) && (
            <Text size="xs" c="gray.7">
              {`${a.first_name} ${a.last_name}`.trim()}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'kind',
      header: t('list.kind'),
      keyFact: true,
      cell: (a) => (
        <Group gap={6}>
          <Text size="sm">{t(`book_type.${a.book_type}`)}</Text>
          <Text size="xs" c="gray.7">
            {t(`variation_type.${a.variation_type}`)}
          </Text>
          {a.is_default && (
            <Badge color="teal" variant="light">
              {t('list.default_sender')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'address',
      header: t('list.address'),
      cell: (a) => (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <CountryFlag code={a.country} />
          <Text size="sm">{addressLine(a)}</Text>
        </Group>
      ),
    },
    {
      id: 'contacts',
      header: t('list.contacts'),
      cell: (a) => (
        <>
          <Text size="sm">{a.phone}</Text>
          <Text size="xs" c="gray.7">
            {a.email}
          </Text>
        </>
      ),
    },
    canWrite && {
      id: 'actions',
      header: t('list.actions'),
      action: true,
      cell: (a) => (
        <Group gap="xs">
          <Button
            component={Link}
            to={addressEditUrl(String(a.id))}
            size="compact-sm"
            variant="subtle"
            aria-label={t('list.edit_named', { name: addressName(a) })}
          >
            {t('list.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={t('list.delete_named', { name: addressName(a) })}
            onClick={() => void askRemove(a)}
          >
            {t('list.delete')}
          </Button>
        </Group>
      ),
    },
  ];

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
      filters={
        <Group
          component="form"
          role="search"
          align="flex-end"
          onSubmit={(event) => {
            event.preventDefault();
            setFilters({ search: search.trim(), page: 1 });
          }}
        >
          <LimitedTextInput
            schema={addressListQuerySchema}
            field="search"
            label={t('list.search')}
            placeholder={t('list.search_placeholder')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={280}
          />
          <Button type="submit" variant="light">
            {t('list.find')}
          </Button>
          <Select
            label={t('list.filter_kind')}
            placeholder={t('list.all_kinds')}
            data={bookTypes.map((b) => ({ value: b, label: t(`book_type_plural.${b}`) }))}
            value={filters.book_type ?? null}
            onChange={(value) => setFilters({ book_type: value ?? undefined, page: 1 })}
            clearable
            w={220}
          />
        </Group>
      }
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
          columns={columns}
          rows={data?.address_book ?? []}
          rowKey={(a) => a.id}
          rowProps={(a) => ({ 'data-testid': `address-${a.id}` })}
          minWidth={720}
        />
      }
    />
  );
}
