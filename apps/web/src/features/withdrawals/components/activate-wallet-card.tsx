import { Alert, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WalletAccount } from '@cabinet/contracts/wallet-accounts';
import { useActivateWallet } from './use-activate-wallet.ts';

/** The code the wallet provider e-mailed, with a button to have it sent again. */
export function ActivateWalletCard({ account }: { account: WalletAccount }) {
  const { t } = useTranslation('withdrawals');
  const activation = useActivateWallet(account.id, account.email);
  return (
    <Card withBorder padding="lg" radius="lg" maw={560}>
      <Stack gap="md">
        <Text size="sm">{t('activate.text', { email: account.email, account: account.provider_account_id })}</Text>
        {activation.failure && <Alert color="red" variant="light" title={activation.failure} role="alert" />}
        <TextInput
          label={t('activate.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={activation.code}
          onChange={(event) => activation.type(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void activation.submit();
          }}
          error={activation.error}
          w={200}
          required
        />
        <Group>
          <Button onClick={() => void activation.submit()} loading={activation.activating}>
            {t('activate.submit')}
          </Button>
          <Button variant="subtle" onClick={() => void activation.again()} loading={activation.resending}>
            {t('activate.resend')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
