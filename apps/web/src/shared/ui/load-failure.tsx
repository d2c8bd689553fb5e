import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/error-message.ts';

/** A request that failed before anything could be shown: the reason and a retry. */
export function LoadFailure({ error, retry, retrying }: { error: unknown; retry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={errorMessage(error, t)} role="alert">
      <Button size="xs" variant="light" color="red" onClick={retry} loading={retrying}>
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
