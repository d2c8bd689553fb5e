import { Box, Group, Stack, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from '../../shared/ui/brand.tsx';
import { LanguageSwitcher } from '../../shared/ui/language-switcher.tsx';

/** Sign-in pages: the product name above a centred card, the language switcher in the corner. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Group justify="flex-end" p="md">
        <LanguageSwitcher />
      </Group>
      <Stack component="main" align="center" gap="lg" px="md" pb="xl" style={{ flex: 1 }}>
        <Stack align="center" gap={4}>
          <Brand />
          <Text size="sm" c="gray.7" ta="center">
            {t('app.tagline')}
          </Text>
        </Stack>
        <Outlet />
      </Stack>
    </Box>
  );
}
