import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, REQUIRED_PARAM } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { Can } from '../../../shared/session/permissions.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { PersonalDataCard } from '../components/personal-data-card.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { SectionCard } from '../components/section-card.tsx';

/** /account/edit: the profile and the personal data, each saved on its own; where a §7 403 sends the user. */
export function AccountEditPage() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const required = params.get(REQUIRED_PARAM);
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Anchor component={Link} to={paths.account} size="sm">
          {`← ${t('edit.back')}`}
        </Anchor>
        <PageTitle>{t('edit.title')}</PageTitle>
        <Text c="gray.7">{t('edit.subtitle')}</Text>
      </Stack>
      {required && (
        <Alert color="yellow" variant="light" title={t('edit.required_title')} role="alert">
          {required === 'personal_data' ? t('edit.required_personal_data') : t('edit.required_profile')}
        </Alert>
      )}
      <SectionCard id="profile-form-title" title={t('profile.title')}>
        <ProfileForm user={user} />
      </SectionCard>
      <Can permission="account.read">
        <PersonalDataCard />
      </Can>
    </Stack>
  );
}
