import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { SectionCard } from './section-card.tsx';

/** Two-factor is off: what it gives and the way to turn it on (or to finish a started setup). */
export function TwoFactorOff({ pending }: { pending: boolean }) {
  const { t } = useTranslation('account');
  return (
    <SectionCard
      id="two-factor-status"
      title={t('status.title')}
      aside={
        <Badge color="gray" variant="light">
          {t('status.off')}
        </Badge>
      }
    >
      <Stack gap="md">
        <Text size="sm">{t('status.off_text')}</Text>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('status.step_app')}</List.Item>
          <List.Item>{t('status.step_scan')}</List.Item>
          <List.Item>{t('status.step_code')}</List.Item>
        </List>
        {pending && (
          <Text size="sm" c="gray.8" fw={600}>
            {t('status.pending')}
          </Text>
        )}
        <Group>
          <Button component={Link} to={paths.twoFactorInit}>
            {pending ? t('status.continue') : t('status.enable')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
