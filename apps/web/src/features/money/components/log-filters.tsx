import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { saveFile } from '../../../shared/lib/download.ts';
import { DateRangeInput } from '../../../shared/ui/date-range-input.tsx';
import { notifyError } from '../../../shared/ui/notify.ts';
import { downloadLog, type LogFilters as Filters, type LogName } from '../api/get-logs.ts';

interface Props {
  log: LogName;
  kinds: readonly string[];
  filters: Filters;
  onChange(next: Partial<Record<keyof Filters, unknown>>): void;
}

/** Date range and kind (kept in the URL by the page), and the CSV export of what they select. */
export function LogFilters({ log, kinds, filters, onChange }: Props) {
  const { t } = useTranslation('money');
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await downloadLog(log, filters), `${log}.csv`);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Group align="end" gap="sm" wrap="wrap">
      <DateRangeInput
        label={t('filters.period')}
        w={260}
        value={
          filters.date_from || filters.date_to ? { from: filters.date_from ?? null, to: filters.date_to ?? null } : null
        }
        onChange={(range) => onChange({ date_from: range?.from ?? null, date_to: range?.to ?? null, page: 1 })}
      />
      <Select
        label={t('filters.kind')}
        placeholder={t('filters.all_kinds')}
        w={240}
        clearable
        data={kinds.map((kind) => ({ value: kind, label: t(`money_kinds.${kind}`) }))}
        value={filters.kind ?? null}
        onChange={(kind) => onChange({ kind, page: 1 })}
      />
      <Button variant="default" onClick={() => void exportCsv()} loading={exporting}>
        {t('filters.export')}
      </Button>
    </Group>
  );
}
