import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@cabinet/contracts/user';
import { paths } from '../../../shared/lib/paths.ts';
import { DetailList } from './detail-list.tsx';
import { SectionCard } from './section-card.tsx';

/** Who is signed in: name, e-mail, phone and the language of the cabinet and letters. */
export function ProfileSummaryCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const languageNames = { ua: t('language.ua'), ru: t('language.ru'), en: t('language.en') };
  return (
    <SectionCard id="summary-profile" title={t('summary.profile_title')}>
      <DetailList
        items={[
          { label: t('summary.name'), value: `${user.first_name} ${user.last_name}` },
          { label: t('fields.email'), value: user.email },
          { label: t('fields.phone'), value: user.phone },
          { label: t('summary.language'), value: languageNames[user.language] },
        ]}
      />
      <Group mt="md">
        <Button component={Link} to={paths.accountEdit} variant="default" size="sm">
          {t('summary.edit_profile')}
        </Button>
      </Group>
    </SectionCard>
  );
}
