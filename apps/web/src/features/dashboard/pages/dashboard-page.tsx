import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { UsAddressCard } from '../../../shared/ui/us-address-card.tsx';
import { AccountCard } from '../components/account-card.tsx';
import { BalanceSummaryCard } from '../components/balance-summary-card.tsx';
import { BlogCard } from '../components/blog-card.tsx';
import { ParcelsCard } from '../components/parcels-card.tsx';
import { RatesCard } from '../components/rates-card.tsx';
import { RecentActivityCard } from '../components/recent-activity-card.tsx';
import { SecurityCard } from '../components/security-card.tsx';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const user = useCurrentUser();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <PageTitle>{t('greeting', { name: user.first_name })}</PageTitle>
        <Text c="gray.7">{t('subtitle')}</Text>
      </Stack>
      {user.permissions.includes('money.read') && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <BalanceSummaryCard />
          <RecentActivityCard />
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="lg">
        {user.permissions.includes('shipments.read') && (
          <ParcelsCard canCreate={user.permissions.includes('shipments.write')} />
        )}
        <AccountCard user={user} />
        <SecurityCard twoFactorEnabled={user.two_factor_enabled} />
        <RatesCard />
        <UsAddressCard />
      </SimpleGrid>
      <BlogCard />
    </Stack>
  );
}
