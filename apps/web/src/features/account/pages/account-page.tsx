import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { Can } from '../../../shared/session/permissions.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { AccessCard } from '../components/access-card.tsx';
import { AccountTypeCard } from '../components/account-type-card.tsx';
import { BalanceCard } from '../components/balance-card.tsx';
import { PersonalDataSummaryCard } from '../components/personal-data-summary-card.tsx';
import { ProfileSummaryCard } from '../components/profile-summary-card.tsx';
import { SecuritySummaryCard } from '../components/security-summary-card.tsx';

/** /account: who the user is, the account's type and profile state, personal data, security and access. */
export function AccountPage() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  return (
    <Stack gap="lg" maw={1040}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <PageTitle>{t('summary.title')}</PageTitle>
          <Text c="gray.7">{t('summary.subtitle')}</Text>
        </Stack>
        <Button component={Link} to={paths.accountEdit}>
          {t('summary.edit_profile')}
        </Button>
      </Group>
      {user.permissions.includes('money.read') && <BalanceCard />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileSummaryCard user={user} />
        <Can permission="account.read">
          <AccountTypeCard user={user} />
          <PersonalDataSummaryCard />
        </Can>
        <SecuritySummaryCard twoFactorEnabled={user.two_factor_enabled} />
        <AccessCard user={user} />
      </SimpleGrid>
    </Stack>
  );
}
