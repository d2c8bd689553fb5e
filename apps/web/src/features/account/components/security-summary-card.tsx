import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { SectionCard } from './section-card.tsx';

/** Sign-in security at a glance: two-factor on or off, and the password. */
export function SecuritySummaryCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { t } = useTranslation('account');
  return (
    <SectionCard
      id="summary-security"
      title={t('summary.security_title')}
      aside={
        <Badge color={twoFactorEnabled ? 'teal' : 'gray'} variant="light">
          {twoFactorEnabled ? t('status.on') : t('status.off')}
        </Badge>
      }
    >
      <Stack gap="md">
        <Text size="sm">{twoFactorEnabled ? t('summary.two_factor_on') : t('summary.two_factor_off')}</Text>
        <Group gap="sm">
          <Button component={Link} to={paths.twoFactor} variant={twoFactorEnabled ? 'default' : 'filled'} size="sm">
            {t('summary.two_factor_link')}
          </Button>
          <Button component={Link} to={paths.changePassword} variant="default" size="sm">
            {t('change_password.title')}
          </Button>
        </Group>
      </Stack>
    </SectionCard>
  );
}
