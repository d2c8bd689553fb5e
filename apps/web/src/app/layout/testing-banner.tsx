import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientInfo } from '../../shared/api/client-info.ts';

/** §1: the new cabinet is in open testing; the button opens the old cabinet. */
export function TestingBanner() {
  const { t } = useTranslation();
  const info = useClientInfo();
  return (
    <Alert color="yellow" variant="light" radius="md" mb="md" role="note" aria-label={t('shell.banner.button')}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dark.7" maw={720}>
          {t('shell.banner.text')}
        </Text>
        {info && (
          <Button
            component="a"
            href={info.old_cabinet_url}
            target="_blank"
            rel="noopener"
            size="xs"
            variant="white"
            color="dark"
          >
            {t('shell.banner.button')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
