import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransferRecipient } from '@cabinet/contracts/transfers';

/** Who the money goes to: the masked name the server found, and the account number. */
export function RecipientCard({ recipient }: { recipient: TransferRecipient }) {
  const { t } = useTranslation('withdrawals');
  return (
    <Card withBorder padding="sm" radius="md" maw={480}>
      <Text size="sm" c="gray.7">
        {t('send.recipient_found')}
      </Text>
      <Text fw={600} data-testid="recipient-name">
        {recipient.name}
      </Text>
      <Text size="sm">{t('send.account_number', { account: recipient.account_id })}</Text>
    </Card>
  );
}
