import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { nationalPostListQuerySchema, nationalPostStatuses } from '@cabinet/contracts/national-post';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import type { NationalPostFilters } from '../api/national-post.ts';

/** Search by track or recipient (sent with Find) and the status filter (applied at once); both go to the URL. */
export function ShipmentSearch({
  filters,
  setFilters,
}: {
  filters: NationalPostFilters;
  setFilters(change: Partial<Record<keyof NationalPostFilters, unknown>>): void;
}) {
  const { t } = useTranslation('national-post');
  const [draft, setDraft] = useState(filters.query ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setFilters({ query: draft.trim() || null, page: 1 });
      }}
    >
      <Group align="end" mb="md">
        <LimitedTextInput
          schema={nationalPostListQuerySchema}
          field="query"
          label={t('list.search')}
          placeholder={t('list.search_placeholder')}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          w={280}
        />
        <Select
          label={t('list.status_filter')}
          value={filters.status ?? 'all'}
          allowDeselect={false}
          onChange={(value) => setFilters({ status: !value || value === 'all' ? null : value, page: 1 })}
          data={[
            { value: 'all', label: t('list.all') },
            ...nationalPostStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          w={200}
        />
        <Button type="submit">{t('list.find')}</Button>
      </Group>
    </form>
  );
}
