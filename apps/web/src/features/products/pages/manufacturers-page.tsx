import { useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { manufacturerBodySchema, type Manufacturer } from '@cabinet/contracts/products';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useCountryOptions } from '../api/countries.ts';
import { useDeleteManufacturer, useManufacturers, useSaveManufacturer } from '../api/manufacturers.ts';
import { RowActions } from '../components/row-actions.tsx';
import { Can } from '../../../shared/session/permissions.tsx';

/** One row's editor: a new manufacturer (id null) or a rename. */
function ManufacturerRow({ manufacturer, onDone }: { manufacturer: Manufacturer | null; onDone(): void }) {
  const { t } = useTranslation('products');
  const save = useSaveManufacturer();
  const countries = useCountryOptions();
  const [name, setName] = useState(manufacturer?.name ?? '');
  const [country, setCountry] = useState<string | null>(manufacturer?.country ?? null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ id: manufacturer?.id ?? null, body: { name, country } });
      notifySuccess(t(manufacturer ? 'manufacturers.saved' : 'manufacturers.created'));
      onDone();
    } catch (err) {
      setError(err instanceof ApiError && err.fieldErrors.name ? err.fieldErrors.name.join(' ') : errorMessage(err, t));
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Group gap="xs" align="flex-start" wrap="wrap">
        <LimitedTextInput
          schema={manufacturerBodySchema}
          field="name"
          aria-label={t('manufacturers.name')}
          placeholder={t('manufacturers.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          data-autofocus
          w={260}
        />
        <Select
          aria-label={t('manufacturers.country')}
          placeholder={t('manufacturers.country')}
          clearable
          searchable
          data={countries}
          value={country}
          onChange={setCountry}
          w={220}
        />
        <Button type="submit" loading={save.isPending} disabled={!name.trim()}>
          {t(manufacturer ? 'form.save' : 'manufacturers.add')}
        </Button>
        <Button variant="default" onClick={onDone}>
          {t('form.cancel')}
        </Button>
      </Group>
    </form>
  );
}

/** /products/manufacturers (§2): the seller's manufacturers — add, rename, delete. */
export function ManufacturersPage() {
  const { t } = useTranslation('products');
  const list = useManufacturers();
  const remove = useDeleteManufacturer();
  const countries = useCountryOptions();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const countryName = (code: string | null) => countries.find((c) => c.value === code)?.label ?? code ?? '—';

  const askDelete = async (m: Manufacturer) => {
    try {
      await confirm({
        title: t('manufacturers.delete_title', { name: m.name }),
        message: t('manufacturers.delete_text', { count: m.product_count }),
        actions: [
          { label: t('manufacturers.delete'), color: 'red', value: true, handler: () => remove.mutateAsync(m.id) },
        ],
      });
      notifySuccess(t('manufacturers.deleted'));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) throw error;
    }
  };

  const columns: DataColumn<Manufacturer>[] = [
    {
      id: 'name',
      header: t('manufacturers.name'),
      keyFact: true,
      cell: (m) => (
        <Text size="sm" fw={600}>
          {m.name}
        </Text>
      ),
    },
    { id: 'country', header: t('manufacturers.country'), cell: (m) => countryName(m.country) },
    { id: 'products', header: t('manufacturers.products'), keyFact: true, cell: (m) => m.product_count },
    {
      id: 'actions',
      header: t('list.actions'),
      action: true,
      cell: (m) => (
        <Can permission="products.write">
          <RowActions
            edit={{
              label: t('manufacturers.rename'),
              ariaLabel: t('manufacturers.rename_label', { name: m.name }),
              onClick: () => setEditing(m.id),
            }}
            remove={{
              label: t('manufacturers.delete'),
              ariaLabel: t('manufacturers.delete_label', { name: m.name }),
              onClick: () => void askDelete(m),
            }}
          />
        </Can>
      ),
    },
  ];

  return (
    <Page title={t('manufacturers.title')} caption={t('manufacturers.caption')} back={paths.products}>
      <ListCard
        actions={
          editing !== 'new' && (
            <Can permission="products.write">
              <Button onClick={() => setEditing('new')}>{t('manufacturers.add_new')}</Button>
            </Can>
          )
        }
        empty={list.data?.length === 0 && editing !== 'new'}
        emptyText={t('manufacturers.empty')}
        query={list}
      >
        {editing !== null && (
          <ManufacturerRow
            key={editing}
            manufacturer={editing === 'new' ? null : (list.data?.find((m) => m.id === editing) ?? null)}
            onDone={() => setEditing(null)}
          />
        )}
        <DataTable
          label={t('manufacturers.title')}
          columns={columns}
          rows={list.data ?? []}
          rowKey={(m) => m.id}
          rowProps={(m) => ({ 'data-testid': `manufacturer-${m.id}` })}
        />
      </ListCard>
    </Page>
  );
}
