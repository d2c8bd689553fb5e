import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The product mark and name. */
export function Brand({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  const { t } = useTranslation();
  const mark = size === 'lg' ? 32 : 28;
  return (
    <Group gap="xs" wrap="nowrap">
      <img src="/favicon.svg" width={mark} height={mark} alt="" />
      <Text fw={700} size={size === 'lg' ? 'xl' : 'lg'} c="dark.8" truncate>
        {t('app.name')}
      </Text>
    </Group>
  );
}
