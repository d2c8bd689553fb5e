import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Manufacturer } from '@cabinet/contracts/products';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Can } from '../../../shared/session/permissions.tsx';
import { useCountryOptions } from '../api/countries.ts';
import { useDeleteManufacturer } from '../api/manufacturers.ts';
import { RowActions } from './row-actions.tsx';

/** The manufacturers' columns: name, country, how many products, and rename or delete (asking first). */
export function useManufacturerColumns(onRename: (manufacturer: Manufacturer) => void): DataColumn<Manufacturer>[] {
  const { t } = useTranslation('products');
  const remove = useDeleteManufacturer();
  const countries = useCountryOptions();
  const countryName = (code: string | null) => countries.find((c) => c.value === code)?.label ?? code ?? '—';

  const askDelete = async (m: Manufacturer) => {
    const answer = await ask({
      title: t('manufacturers.delete_title', { name: m.name }),
      message: t('manufacturers.delete_text', { count: m.product_count }),
      actions: [
        { label: t('manufacturers.delete'), color: 'red', value: true, handler: () => remove.mutateAsync(m.id) },
      ],
    });
    if (!answer) return;
    notifySuccess(t('manufacturers.deleted'));
  };

  return [
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
              onClick: () => onRename(m),
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
}
