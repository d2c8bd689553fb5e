import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { usePersonalData } from '../api/get-personal-data.ts';
import { PersonalDataForm } from './personal-data-form.tsx';
import { SectionCard } from './section-card.tsx';

/** The personal data form with its loading and failure states; the same on /account/edit and its own page. */
export function PersonalDataCard() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const personalData = usePersonalData();
  return (
    <SectionCard id="personal-data-title" title={t('personal_data.title')}>
      {personalData.isPending && <PageLoader />}
      {personalData.isError && (
        <Alert color="red" variant="light" title={errorMessage(personalData.error, t)} role="alert">
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void personalData.refetch()}
            loading={personalData.isFetching}
          >
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {personalData.isSuccess && (
        <PersonalDataForm data={personalData.data} readOnly={!user.permissions.includes('account.write')} />
      )}
    </SectionCard>
  );
}
