import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useStorageTariffs } from '../api/storage-tariffs.ts';
import { StorageTariffsEditor } from '../components/storage-tariffs-editor.tsx';

/** /ops/storage-tariffs (back office): the warehouse groups of §3 and what a unit costs a day in each. */
export function OpsStorageTariffsPage() {
  const { t } = useTranslation('warehouse-storage');
  const tariffs = useStorageTariffs();
  return (
    <Page title={t('ops.title')} caption={t('ops.caption')} loading={tariffs.isPending}>
      {tariffs.isError && !tariffs.data && (
        <Alert color="red" variant="light" title={errorMessage(tariffs.error, t)} role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void tariffs.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {tariffs.data && <StorageTariffsEditor key={tariffs.data.updated_at ?? 'defaults'} tariffs={tariffs.data} />}
    </Page>
  );
}
