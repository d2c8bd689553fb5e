import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/lib/format.ts';
import { DateRangeInput } from '../../../shared/ui/date-range-input.tsx';
import { DownloadButton } from './report-download.tsx';

type Range = { date_from?: string | null; date_to?: string | null };

/** A report's period picker: the range lives in the URL as `date_from` / `date_to` (either may be open). */
export function ReportRangeInput({ range, onChange }: { range: Range; onChange(next: Range): void }) {
  const { t } = useTranslation('reports');
  return (
    <DateRangeInput
      label={t('filters.period')}
      w={260}
      value={range.date_from || range.date_to ? { from: range.date_from ?? null, to: range.date_to ?? null } : null}
      onChange={(next) => onChange({ date_from: next?.from ?? null, date_to: next?.to ?? null })}
    />
  );
}

/** The CSV and PDF downloads of a report, saved as `<fileBase>.csv` and `<fileBase>.pdf`. */
export function ReportDownloads({
  fileBase,
  fetchFile,
  disabled,
}: {
  fileBase: string;
  fetchFile: (format: 'csv' | 'pdf') => Promise<Blob>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('reports');
  return (
    <>
      <DownloadButton
        label={t('actions.download_csv')}
        fileName={`${fileBase}.csv`}
        fetchFile={() => fetchFile('csv')}
        disabled={disabled}
      />
      <DownloadButton
        label={t('actions.download_pdf')}
        fileName={`${fileBase}.pdf`}
        fetchFile={() => fetchFile('pdf')}
        disabled={disabled}
      />
    </>
  );
}

/** "From 01.03.2026 to 31.03.2026": the days a report covers, above its figures. */
export function ReportRangeCaption({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('reports');
  return (
    <Text size="sm" c="gray.7">
      {t('incoming.range', { from: formatDate(from), to: formatDate(to) })}
    </Text>
  );
}
