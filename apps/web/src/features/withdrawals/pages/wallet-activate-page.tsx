import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useActivateWalletAccount, useResendWalletCode, useWalletAccount } from '../api/wallet-accounts.ts';
import { canMoveMoney } from '../components/can-move-money.ts';
import { NoWriteAlert } from '../components/no-write-alert.tsx';
import { problemMessage } from '../components/problem.ts';

/** /payoneer-accounts/{account_id}/activate/: the code the wallet provider e-mailed makes the account usable. */
export function WalletActivatePage() {
  const { t } = useTranslation('withdrawals');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const id = Number(useParams().accountId);
  const account = useWalletAccount(id);
  const activate = useActivateWalletAccount();
  const resend = useResendWalletCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    if (!/^\d{6}$/.test(code.trim())) return setError(t('activate.code_format'));
    try {
      await activate.mutateAsync({ id, code: code.trim() });
      notifySuccess(t('activate.done', { email: account.data?.email ?? '' }));
      void navigate(paths.walletAccounts);
    } catch (e) {
      const onField = e instanceof ApiError ? e.fieldErrors.code?.[0] : undefined;
      if (onField) setError(onField);
      else setFailure(problemMessage(e, t));
    }
  };

  const again = async () => {
    setFailure(null);
    try {
      await resend.mutateAsync(id);
      notifySuccess(t('activate.resent', { email: account.data?.email ?? '' }));
    } catch (e) {
      setFailure(problemMessage(e, t));
    }
  };

  return (
    <Page
      title={t('activate.title')}
      back={paths.walletAccounts}
      loading={account.isPending && account.fetchStatus !== 'idle'}
    >
      {account.isError || !account.data ? (
        <Alert color="yellow" variant="light" title={t('activate.not_found')}>
          <Anchor component={Link} to={paths.walletAccounts}>
            {t('wallets.title')}
          </Anchor>
        </Alert>
      ) : account.data.status === 'active' ? (
        <Alert color="teal" variant="light" title={t('activate.already', { email: account.data.email })}>
          <Anchor component={Link} to={paths.walletAccounts}>
            {t('wallets.title')}
          </Anchor>
        </Alert>
      ) : !canMoveMoney(user) ? (
        <NoWriteAlert />
      ) : (
        <Card withBorder padding="lg" radius="lg" maw={560}>
          <Stack gap="md">
            <Text size="sm">
              {t('activate.text', { email: account.data.email, account: account.data.provider_account_id })}
            </Text>
            {failure && <Alert color="red" variant="light" title={failure} role="alert" />}
            <TextInput
              label={t('activate.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void submit();
              }}
              error={error}
              w={200}
              required
            />
            <Group>
              <Button onClick={() => void submit()} loading={activate.isPending}>
                {t('activate.submit')}
              </Button>
              <Button variant="subtle" onClick={() => void again()} loading={resend.isPending}>
                {t('activate.resend')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Page>
  );
}
