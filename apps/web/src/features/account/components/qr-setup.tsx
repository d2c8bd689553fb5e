import { Button, Center, Code, Group, Image, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '@cabinet/contracts/auth';
import { copyToClipboard } from '../../../shared/ui/copy-to-clipboard.ts';

/** Groups of four are easier to type into an app by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function QrSetup({ setup }: { setup: TwoFactorSetup }) {
  const { t } = useTranslation('account');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <Center>
        <Image
          src={setup.qr}
          alt={t('init.qr_alt')}
          w={220}
          h={220}
          fit="contain"
          radius="md"
          bd="1px solid gray.3"
          p={6}
        />
      </Center>
      <Stack gap="md">
        <List type="ordered" size="sm" spacing="xs">
          <List.Item>{t('init.step_app')}</List.Item>
          <List.Item>{t('init.step_scan')}</List.Item>
          <List.Item>{t('init.step_next')}</List.Item>
        </List>
        <Stack gap={6}>
          <Text size="sm" fw={600} id="manual-key-label">
            {t('init.manual')}
          </Text>
          <Code
            block
            fz="md"
            aria-labelledby="manual-key-label"
            style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {grouped(setup.secret)}
          </Code>
          <Group>
            <Button size="xs" variant="default" onClick={() => void copyToClipboard(setup.secret, t)}>
              {t('init.copy_key')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}
