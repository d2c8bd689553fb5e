import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useManufacturers } from '../api/manufacturers.ts';
import { ManufacturerRow } from '../components/manufacturer-row.tsx';
import { useManufacturerColumns } from '../components/use-manufacturer-columns.tsx';
import { Can } from '../../../shared/session/permissions.tsx';

/** /products/manufacturers (§2): the seller's manufacturers — add, rename, delete. */
export function ManufacturersPage() {
  const { t } = useTranslation('products');
  const list = useManufacturers();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const columns = useManufacturerColumns((m) => setEditing(m.id));

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
