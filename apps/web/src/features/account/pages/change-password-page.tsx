import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { SectionCard } from '../components/section-card.tsx';

/** /settings/change-password */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <PageTitle>{t('change_password.title')}</PageTitle>
        <Text c="gray.7">{t('change_password.subtitle')}</Text>
      </Stack>
      <SectionCard id="change-password-title" title={t('change_password.card_title')}>
        <ChangePasswordForm />
      </SectionCard>
    </Stack>
  );
}
