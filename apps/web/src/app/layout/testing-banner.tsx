import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientInfo } from '../../shared/api/client-info.ts';

/** §1: the new cabinet is in open testing; the button opens the old cabinet. On a phone it is one short line. */
export function TestingBanner() {
  const { t } = useTranslation();
  const info = useClientInfo();
  return (
    <Alert
      color="yellow"
      variant="light"
      radius="md"
      mb="md"
      py={{ base: 6, sm: 'sm' }}
      px={{ base: 'xs', sm: 'md' }}
      role="note"
      aria-label={t('shell.banner.button')}
      data-testid="testing-banner"
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dark.7" maw={720} visibleFrom="sm">
          {t('shell.banner.text')}
        </Text>
        <Text size="xs" c="dark.7" hiddenFrom="sm">
          {t('shell.banner.short')}
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
            style={{ flexShrink: 0 }}
          >
            <Text span inherit visibleFrom="sm">
              {t('shell.banner.button')}
            </Text>
            <Text span inherit hiddenFrom="sm">
              {t('shell.banner.button_short')}
            </Text>
          </Button>
        )}
      </Group>
    </Alert>
  );
}
