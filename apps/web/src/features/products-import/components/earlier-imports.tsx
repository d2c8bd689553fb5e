import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductImport, ProductImportList } from '@cabinet/contracts/products-import';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { IMPORTS_ON_PAGE } from '../api/get-imports.ts';
import { ImportStatusBadge } from './import-status-badge.tsx';

export interface EarlierImportsProps {
  list: ProductImportList;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onPage: (page: number) => void;
  loading: boolean;
}

/** Every import of the account, latest first, each opening its journal. */
export function EarlierImports({ list, selectedId, onSelect, onPage, loading }: EarlierImportsProps) {
  const { t } = useTranslation('products-import');
  const columns: DataColumn<ProductImport>[] = [
    { id: 'date', header: t('history.date'), cell: (item) => formatDateTime(item.created_at) },
    {
      id: 'file',
      header: t('history.file'),
      keyFact: true,
      cell: (item) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.original_name}
        </Text>
      ),
    },
    {
      id: 'status',
      header: t('history.status'),
      keyFact: true,
      cell: (item) => <ImportStatusBadge status={item.status} />,
    },
    {
      id: 'rows',
      header: t('history.rows'),
      cell: (item) => t('history.rows_value', { processed: item.processed_rows, total: item.total_rows }),
    },
    {
      id: 'result',
      header: t('history.result'),
      keyFact: true,
      cell: (item) =>
        t('history.result_value', {
          created: item.created_count,
          updated: item.updated_count,
          errors: item.error_count,
        }),
    },
    {
      id: 'journal',
      header: t('history.open_journal'),
      action: true,
      cell: (item) => (
        <Button
          size="compact-sm"
          variant={item.id === selectedId ? 'filled' : 'light'}
          aria-pressed={item.id === selectedId}
          aria-label={t('history.open_journal_label', { name: item.original_name })}
          onClick={() => onSelect(item.id)}
        >
          {t('history.open_journal')}
        </Button>
      ),
    },
  ];
  return (
    <ListCard
      title={t('history.title')}
      loading={loading}
      pager={{ page: list.page, pages: Math.ceil(list.total / IMPORTS_ON_PAGE), onChange: onPage }}
    >
      <DataTable
        label={t('history.title')}
        columns={columns}
        rows={list.imports}
        rowKey={(item) => item.id}
        minWidth={720}
        verticalSpacing="xs"
      />
    </ListCard>
  );
}
