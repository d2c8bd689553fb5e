import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';

/** A failed load with the way to try again. */
export function LoadError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('content');
  return (
    <Alert color="red" variant="light" title={errorMessage(error, t)} role="alert">
      <Button size="xs" variant="light" color="red" onClick={onRetry} loading={retrying}>
        {t('actions.retry')}
      </Button>
    </Alert>
  );
}
