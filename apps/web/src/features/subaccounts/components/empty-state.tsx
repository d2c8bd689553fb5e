import { Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';

/** No employees yet: what sub-accounts are for, and the way to invite the first one. */
export function EmptyState({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('subaccounts');
  return (
    <Stack gap="sm" py="md" align="flex-start">
      <Title order={2} size="h4">
        {t('empty.title')}
      </Title>
      <Text size="sm">{t('empty.text')}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t('empty.point_rights')}</List.Item>
        <List.Item>{t('empty.point_own_login')}</List.Item>
        <List.Item>{t('empty.point_control')}</List.Item>
      </List>
      {canManage && (
        <Button component={Link} to={paths.subaccountNew}>
          {t('list.invite')}
        </Button>
      )}
    </Stack>
  );
}
