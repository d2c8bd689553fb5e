import { Alert, Badge, Button, Group, List, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { missingTaxFields, type User } from '@cabinet/contracts/user';
import { paths } from '../../../shared/lib/paths.ts';
import { DetailList, type Detail } from './detail-list.tsx';
import { SectionCard } from './section-card.tsx';

/** The account type, its tax fields and whether the profile passes the §5 rule — and what is missing if not. */
export function AccountTypeCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const typeLabels = {
    individual: t('user_type.individual'),
    self_employed: t('user_type.self_employed'),
    entity: t('user_type.entity'),
  };
  const fieldLabels = {
    itn: t('fields.itn'),
    company_name: user.user_type === 'self_employed' ? t('fields.fop_name') : t('fields.company_name'),
    psrn: t('fields.psrn'),
  };
  const missing = missingTaxFields(user);
  const notSet = t('summary.not_set');
  const details: Detail[] = [{ label: t('fields.user_type'), value: typeLabels[user.user_type] }];
  if (user.user_type !== 'entity') details.push({ label: fieldLabels.itn, value: user.itn || notSet });
  if (user.user_type === 'entity') details.push({ label: fieldLabels.psrn, value: user.psrn || notSet });
  if (user.user_type !== 'individual') {
    details.push({ label: fieldLabels.company_name, value: user.company_name?.trim() || notSet });
  }
  return (
    <SectionCard
      id="summary-account-type"
      title={t('summary.account_title')}
      aside={
        <Badge color={user.profile_valid ? 'teal' : 'yellow'} variant="light">
          {user.profile_valid ? t('summary.profile_valid') : t('summary.profile_invalid')}
        </Badge>
      }
    >
      <Stack gap="md">
        <DetailList items={details} />
        {missing.length > 0 && (
          <Alert color="yellow" variant="light" title={t('forms.required_fields')}>
            <Stack gap="xs">
              {t('summary.profile_invalid_text')}
              <List size="sm">
                {missing.map((field) => (
                  <List.Item key={field}>{fieldLabels[field]}</List.Item>
                ))}
              </List>
            </Stack>
          </Alert>
        )}
        {missing.length > 0 && (
          <Group>
            <Button component={Link} to={paths.accountEdit} size="sm">
              {t('summary.complete_profile')}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
