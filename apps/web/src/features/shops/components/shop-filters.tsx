import { useState } from 'react';
import { Button, Checkbox, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { opsShopsQuerySchema, shopKinds } from '@cabinet/contracts/shops';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';

export interface ShopFilterValues {
  kind?: string;
  failing?: boolean;
  q?: string;
}

/** Kind and "failing only" apply at once; the text on Find (or Enter). */
export function ShopFilters({
  filters,
  onChange,
}: {
  filters: ShopFilterValues;
  onChange(next: { kind?: string | null; failing?: boolean | null; q?: string | null }): void;
}) {
  const { t } = useTranslation('shops');
  const [text, setText] = useState(filters.q ?? '');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: text.trim() || null });
      }}
    >
      <Group align="end" gap="sm" wrap="wrap">
        <LimitedTextInput
          schema={opsShopsQuerySchema}
          field="q"
          label={t('ops.filters.search')}
          placeholder={t('ops.filters.search_placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={260}
        />
        <Select
          label={t('ops.filters.kind')}
          value={filters.kind ?? 'all'}
          allowDeselect={false}
          onChange={(value) => onChange({ kind: !value || value === 'all' ? null : value })}
          data={[
            { value: 'all', label: t('ops.filters.all_kinds') },
            ...shopKinds.map((kind) => ({ value: kind, label: t(`ops.kinds.${kind}`) })),
          ]}
          w={180}
        />
        <Checkbox
          label={t('ops.filters.failing')}
          checked={filters.failing === true}
          onChange={(event) => onChange({ failing: event.currentTarget.checked || null })}
          mb={8}
        />
        <Button type="submit">{t('ops.filters.find')}</Button>
      </Group>
    </form>
  );
}
