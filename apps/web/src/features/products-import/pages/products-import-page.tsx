import { useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifyError } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useImports } from '../api/get-imports.ts';
import { useImportAction } from '../api/import-actions.ts';
import { EarlierImports } from '../components/earlier-imports.tsx';
import { ImportForm } from '../components/import-form.tsx';
import { ImportJournal } from '../components/import-journal.tsx';
import { ImportStatusCard } from '../components/import-status-card.tsx';
import { useCan } from '../../../shared/session/permissions.tsx';

/** /products/import (§2): status, template download, file, start, journal — and the earlier imports. */
export function ProductsImportPage() {
  const { t } = useTranslation('products-import');
  const canWrite = useCan('products.write');
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const imports = useImports(page);
  const action = useImportAction();
  const list = imports.data;
  const latest = page === 1 ? list?.imports[0] : undefined;
  const running = list?.imports.some((i) => i.status === 'in_progress') ?? false;
  const selected = list?.imports.find((i) => i.id === selectedId) ?? latest ?? null;

  const act = (id: number, kind: 'start' | 'cancel') =>
    action.mutate({ id, action: kind }, { onError: (error) => notifyError(errorMessage(error, t)) });

  return (
    <Page title={t('page.title')} caption={t('page.caption')}>
      <Stack gap="md">
        {latest && (
          <ImportStatusCard
            item={latest}
            busy={action.isPending}
            onStart={canWrite ? () => act(latest.id, 'start') : undefined}
            onCancel={canWrite ? () => act(latest.id, 'cancel') : undefined}
          />
        )}
        {canWrite && <ImportForm running={running} />}
        {imports.isError && <ListCard error={errorMessage(imports.error, t)} empty />}
        {selected && <ImportJournal item={selected} />}
        {list && list.total > 0 && (
          <EarlierImports
            list={list}
            selectedId={selected?.id ?? null}
            onSelect={setSelectedId}
            onPage={setPage}
            loading={imports.isFetching && imports.isPlaceholderData}
          />
        )}
      </Stack>
    </Page>
  );
}
