import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '@cabinet/contracts/user';

/** The account's type and whether its profile passes the §5 rule (shipments and payouts need a valid one). */
export function AccountCard({ user }: { user: User }) {
  const { t } = useTranslation('dashboard');
  const typeLabels = {
    individual: t('user_type.individual'),
    self_employed: t('user_type.self_employed'),
    entity: t('user_type.entity'),
  };
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="account-title">
      <Title order={2} size="h4" id="account-title" mb="sm">
        {t('account.title')}
      </Title>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="gray.7">
            {t('fields.user_type')}
          </Text>
          <Text size="sm" fw={600} ta="right">
            {typeLabels[user.user_type]}
          </Text>
        </Group>
        {user.company_name && (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="gray.7">
              {t('fields.company_name')}
            </Text>
            <Text size="sm" fw={600} ta="right" style={{ overflowWrap: 'anywhere' }}>
              {user.company_name}
            </Text>
          </Group>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="gray.7">
            {t('account.profile')}
          </Text>
          <Badge color={user.profile_valid ? 'teal' : 'yellow'} variant="light">
            {user.profile_valid ? t('account.profile_valid') : t('account.profile_invalid')}
          </Badge>
        </Group>
        {!user.profile_valid && (
          <Text size="sm" c="gray.8" fw={600}>
            {t('account.profile_invalid_hint')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
