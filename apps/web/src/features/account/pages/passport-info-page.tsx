import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { PersonalDataCard } from '../components/personal-data-card.tsx';

/** /settings/account-passport-info: the personal data form on its own. */
export function PassportInfoPage() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <PageTitle>{t('personal_data.page_title')}</PageTitle>
        <Text c="gray.7">{t('personal_data.subtitle')}</Text>
      </Stack>
      <PersonalDataCard />
    </Stack>
  );
}
