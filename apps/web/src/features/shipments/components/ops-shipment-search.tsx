import { useState } from 'react';
import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { opsShipmentListQuerySchema } from '@cabinet/contracts/shipments-ops';
import { shipmentStatuses, type ShipmentStatus } from '@cabinet/contracts/shipments';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import type { OpsShipmentFilters } from '../api/get-ops-shipments.ts';

interface Props {
  filters: OpsShipmentFilters;
  onChange: (change: Partial<OpsShipmentFilters>) => void;
}

/** The back office's search: the text applies on Find, a status at once; either goes back to the first page. */
export function OpsShipmentSearch({ filters, onChange }: Props) {
  const { t } = useTranslation('shipments');
  const [draft, setDraft] = useState(filters.search ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: draft.trim(), page: 1 });
      }}
    >
      <Group align="end">
        <LimitedTextInput
          schema={opsShipmentListQuerySchema}
          field="search"
          label={t('ops.list.search')}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          w={320}
        />
        <Select
          label={t('ops.list.status')}
          placeholder={t('ops.list.all_statuses')}
          clearable
          searchable
          data={shipmentStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`, { ns: 'shipments' }) }))}
          value={filters.status ?? null}
          onChange={(status) => onChange({ status: (status as ShipmentStatus | null) ?? undefined, page: 1 })}
          w={260}
        />
        <Button type="submit">{t('ops.list.find')}</Button>
      </Group>
    </form>
  );
}
