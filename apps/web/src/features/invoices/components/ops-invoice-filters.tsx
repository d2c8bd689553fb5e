import { useState } from 'react';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceStatuses, opsInvoicesQuerySchema, type InvoiceStatus } from '@cabinet/contracts/invoices';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';

/** Search by seller or number (applied on Find) and the status segments; either starts again from page 1. */
export function OpsInvoiceFilters({
  search,
  status,
  onChange,
}: {
  search: string | undefined;
  status: InvoiceStatus | undefined;
  onChange(next: { search?: string; status?: string | null; page: number }): void;
}) {
  const { t } = useTranslation('invoices');
  const [draft, setDraft] = useState(search ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: draft.trim(), page: 1 });
      }}
    >
      <Group align="end" gap="sm" wrap="wrap">
        <LimitedTextInput
          schema={opsInvoicesQuerySchema}
          field="search"
          label={t('ops.search')}
          placeholder={t('ops.search_placeholder')}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          w={320}
        />
        <Button type="submit" variant="default">
          {t('ops.find')}
        </Button>
        <SegmentedControl
          aria-label={t('list.filter')}
          value={status ?? 'all'}
          onChange={(value) => onChange({ status: value === 'all' ? null : value, page: 1 })}
          data={[
            { value: 'all', label: t('status.all') },
            ...invoiceStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
      </Group>
    </form>
  );
}
