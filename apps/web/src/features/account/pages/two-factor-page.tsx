import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { useTwoFactorState } from '../api/get-two-factor-state.ts';
import { TwoFactorOff } from '../components/two-factor-off.tsx';
import { TwoFactorOn } from '../components/two-factor-on.tsx';

/** /settings/2fa */
export function TwoFactorPage() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const state = useTwoFactorState();
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <PageTitle>{t('two_factor.title')}</PageTitle>
        <Text c="gray.7">{t('two_factor.subtitle')}</Text>
      </Stack>
      {state.isPending && <PageLoader />}
      {state.isError && (
        <Alert color="red" variant="light" title={errorMessage(state.error, t)} role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void state.refetch()} loading={state.isFetching}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {state.data &&
        (state.data.enabled ? (
          <TwoFactorOn state={state.data} email={user.email} />
        ) : (
          <TwoFactorOff pending={state.data.pending} />
        ))}
    </Stack>
  );
}
