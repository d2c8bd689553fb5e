import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** ARCHITECTURE §6: wherever a sandbox stands in for the real provider, the seller is told. */
export function SandboxBadge({ show }: { show: boolean | undefined }) {
  const { t } = useTranslation('top-up');
  if (!show) return null;
  return (
    <Tooltip label={t('sandbox.hint')}>
      <Badge color="yellow" variant="light" size="lg" title={t('sandbox.hint')}>
        {t('sandbox.badge')}
      </Badge>
    </Tooltip>
  );
}
