import { useState } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductImport } from '@cabinet/contracts/products-import';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { JOURNAL_ON_PAGE, useImportJournal } from '../api/get-imports.ts';

/** §2 journal: one import's row errors (spreadsheet row, column, message in the interface language), paged. */
export function ImportJournal({ item }: { item: ProductImport }) {
  const { t } = useTranslation('products-import');
  const [state, setState] = useState({ id: item.id, page: 1 });
  // Another import chosen: its journal starts on page 1.
  const page = state.id === item.id ? state.page : 1;
  const journal = useImportJournal(item, page);
  const pages = journal.data ? Math.ceil(journal.data.total / JOURNAL_ON_PAGE) : 0;
  // A row may have several errors in one column: the position in the page keeps their keys apart.
  const rows = (journal.data?.errors ?? []).map((error, index) => ({
    ...error,
    key: `${error.row}-${error.column}-${index}`,
  }));
  return (
    <ListCard
      title={t('journal.title', { name: item.original_name })}
      caption={t('journal.caption')}
      empty={journal.data?.errors.length === 0}
      emptyText={t('journal.empty')}
      query={journal}
      pager={{ page, pages, onChange: (p) => setState({ id: item.id, page: p }) }}
    >
      <DataTable
        label={t('journal.table')}
        columns={[
          { id: 'row', header: t('journal.row'), keyFact: true, cell: (e) => e.row },
          {
            id: 'column',
            header: t('journal.column'),
            keyFact: true,
            cell: (e) => e.column_title ?? t('journal.whole_row'),
          },
          {
            id: 'message',
            header: t('journal.message'),
            keyFact: true,
            cell: (e) => <Text size="sm">{e.message}</Text>,
          },
        ]}
        rows={rows}
        rowKey={(e) => e.key}
        minWidth={560}
        verticalSpacing="xs"
      />
    </ListCard>
  );
}
