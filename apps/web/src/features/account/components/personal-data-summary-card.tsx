import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { usePersonalData } from '../api/get-personal-data.ts';
import { SectionCard } from './section-card.tsx';

/** Whether the passport data is on file, with the way to fill it in or change it. */
export function PersonalDataSummaryCard() {
  const { t } = useTranslation('account');
  const personalData = usePersonalData();
  const data = personalData.data;
  const filled = personalData.isSuccess && data !== null;
  return (
    <SectionCard
      id="summary-personal-data"
      title={t('personal_data.title')}
      aside={
        personalData.isSuccess && (
          <Badge color={filled ? 'teal' : 'yellow'} variant="light">
            {filled ? t('summary.filled') : t('summary.not_filled')}
          </Badge>
        )
      }
    >
      <Stack gap="md">
        {personalData.isPending && (
          <Text size="sm" c="gray.7" role="status">
            {t('status.loading')}
          </Text>
        )}
        {personalData.isError && (
          <Text size="sm" c="red.8" role="alert">
            {errorMessage(personalData.error, t)}
          </Text>
        )}
        {data && (
          <Text size="sm">
            {t('summary.personal_data_filled', {
              number: data.passport_number,
              date: formatDate(data.issue_date),
            })}
          </Text>
        )}
        {personalData.isSuccess && !data && <Text size="sm">{t('summary.personal_data_empty')}</Text>}
        {personalData.isSuccess && (
          <Group>
            <Button component={Link} to={paths.passportInfo} variant={filled ? 'default' : 'filled'} size="sm">
              {filled ? t('summary.personal_data_edit') : t('summary.personal_data_fill')}
            </Button>
          </Group>
        )}
      </Stack>
    </SectionCard>
  );
}
