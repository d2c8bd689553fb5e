import { Alert, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@cabinet/contracts/shops';
import { errorMessage } from '../../../shared/api/error-message.ts';

interface FinishState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  data?: Shop;
  error: unknown;
}

/**
 * How the return from the marketplace ended: connected, or the server's reason it was not (consent denied, a wrong
 * state, an expired or replayed code, a forged signature), in its words.
 */
export function FinishResult({ finish, marketplace }: { finish: FinishState; marketplace: string }) {
  const { t } = useTranslation('shops');
  if (finish.isPending) {
    return (
      <Group role="status" gap="sm">
        <Loader size="sm" />
        <Text>{t('finish.pending', { marketplace })}</Text>
      </Group>
    );
  }
  if (finish.isSuccess && finish.data) {
    return (
      <Alert color="teal" variant="light" role="status" title={t('finish.done', { name: finish.data.name })}>
        {t('finish.importing')}
      </Alert>
    );
  }
  if (finish.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('finish.failed')}>
        {errorMessage(finish.error, t)}
      </Alert>
    );
  }
  return null;
}
