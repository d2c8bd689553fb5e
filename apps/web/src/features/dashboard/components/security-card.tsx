import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';

/** Two-factor sign-in at a glance, with the way to change it. */
export function SecurityCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="security-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="security-title">
          {t('security.title')}
        </Title>
        <Badge color={twoFactorEnabled ? 'teal' : 'gray'} variant="light">
          {twoFactorEnabled ? t('security.on') : t('security.off')}
        </Badge>
      </Group>
      <Text size="sm" c="gray.7" mb="md">
        {twoFactorEnabled ? t('security.on_text') : t('security.off_text')}
      </Text>
      <Button component={Link} to={paths.twoFactor} variant={twoFactorEnabled ? 'default' : 'filled'} size="sm">
        {twoFactorEnabled ? t('security.manage') : t('security.enable')}
      </Button>
    </Card>
  );
}
