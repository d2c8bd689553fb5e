import { Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductImportList } from '@cabinet/contracts/products-import';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
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
  return (
    <ListCard title={t('history.title')} loading={loading}>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.date')}</Table.Th>
              <Table.Th>{t('history.file')}</Table.Th>
              <Table.Th>{t('history.status')}</Table.Th>
              <Table.Th>{t('history.rows')}</Table.Th>
              <Table.Th>{t('history.result')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.imports.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{formatDateTime(item.created_at)}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {item.original_name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ImportStatusBadge status={item.status} />
                </Table.Td>
                <Table.Td>
                  {t('history.rows_value', { processed: item.processed_rows, total: item.total_rows })}
                </Table.Td>
                <Table.Td>
                  {t('history.result_value', {
                    created: item.created_count,
                    updated: item.updated_count,
                    errors: item.error_count,
                  })}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant={item.id === selectedId ? 'filled' : 'light'}
                    aria-pressed={item.id === selectedId}
                    aria-label={t('history.open_journal_label', { name: item.original_name })}
                    onClick={() => onSelect(item.id)}
                  >
                    {t('history.open_journal')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination page={list.page} total={Math.ceil(list.total / IMPORTS_ON_PAGE)} onChange={onPage} />
    </ListCard>
  );
}
