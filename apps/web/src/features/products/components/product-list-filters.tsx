import { Group, Select } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { productKinds, productListQuerySchema, type ProductKind } from '@cabinet/contracts/products';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import type { ProductFilters } from '../api/get-products.ts';
import { useManufacturers } from '../api/manufacturers.ts';

interface Props {
  filters: ProductFilters;
  /** Every change goes back to the first page; typing replaces the history entry instead of adding one. */
  onChange: (change: Partial<Record<keyof ProductFilters, unknown>>, options?: { replace?: boolean }) => void;
}

/** Search (applied as the seller pauses typing), manufacturer and kind. */
export function ProductListFilters({ filters, onChange }: Props) {
  const { t } = useTranslation('products');
  const manufacturers = useManufacturers();
  const search = useDebouncedCallback((value: string) => onChange({ search: value, page: 1 }, { replace: true }), 400);
  return (
    <Group gap="xs" wrap="wrap">
      <LimitedTextInput
        schema={productListQuerySchema}
        field="search"
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        defaultValue={filters.search ?? ''}
        onChange={(e) => search(e.currentTarget.value)}
        w={220}
      />
      <Select
        aria-label={t('fields.manufacturer')}
        placeholder={t('list.any_manufacturer')}
        clearable
        data={(manufacturers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
        value={filters.manufacturer_id ? String(filters.manufacturer_id) : null}
        onChange={(value) => onChange({ manufacturer_id: value, page: 1 })}
        w={180}
      />
      <Select
        aria-label={t('fields.kind')}
        placeholder={t('list.any_kind')}
        clearable
        data={productKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
        value={filters.kind ?? null}
        onChange={(value) => onChange({ kind: value as ProductKind | null, page: 1 })}
        w={150}
      />
    </Group>
  );
}
