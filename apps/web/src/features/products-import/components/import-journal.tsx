import { useState } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductImport } from '@cabinet/contracts/products-import';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { JOURNAL_ON_PAGE, useImportJournal } from '../api/get-imports.ts';

/** §2 journal: one import's row errors (spreadsheet row, column, message in the interface language), paged. */
export function ImportJournal({ item }: { item: ProductImport }) {
  const { t } = useTranslation('products-import');
  const [state, setState] = useState({ id: item.id, page: 1 });
  // Another import chosen: its journal starts on page 1.
  const page = state.id === item.id ? state.page : 1;
  const journal = useImportJournal(item, page);
  const pages = journal.data ? Math.ceil(journal.data.total / JOURNAL_ON_PAGE) : 0;
  return (
    <ListCard
      title={t('journal.title', { name: item.original_name })}
      caption={t('journal.caption')}
      empty={journal.data?.errors.length === 0}
      emptyText={t('journal.empty')}
      loading={journal.isFetching && !journal.data}
      error={journal.isError ? errorMessage(journal.error, t) : null}
    >
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs" aria-label={t('journal.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={80}>{t('journal.row')}</Table.Th>
              <Table.Th w={220}>{t('journal.column')}</Table.Th>
              <Table.Th>{t('journal.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {journal.data?.errors.map((e, i) => (
              <Table.Tr key={`${e.row}-${e.column}-${i}`}>
                <Table.Td>{e.row}</Table.Td>
                <Table.Td>{e.column_title ?? t('journal.whole_row')}</Table.Td>
                <Table.Td>
                  <Text size="sm">{e.message}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pagination page={page} total={pages} onChange={(p) => setState({ id: item.id, page: p })} />
    </ListCard>
  );
}
