import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadText } from '../../../shared/lib/download.ts';
import { copyToClipboard } from '../../../shared/ui/copy-to-clipboard.ts';

/** Freshly issued recovery codes: shown once, to be copied or saved as a text file. */
export function RecoveryCodes({ codes, email }: { codes: string[]; email?: string }) {
  const { t } = useTranslation('account');
  const text = [t('recovery.file_heading', { email: email ?? '' }), '', ...codes, '', t('recovery.file_note')].join(
    '\n',
  );
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title={t('recovery.warning_title')}>
        {t('recovery.warning_text')}
      </Alert>
      <Paper withBorder radius="md" p="md" bg="gray.0">
        <SimpleGrid
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('recovery.list_label')}
        >
          {codes.map((code) => (
            <Text component="li" key={code} ff="monospace" fw={600} size="md" ta="center">
              {code}
            </Text>
          ))}
        </SimpleGrid>
      </Paper>
      <Group gap="sm">
        <Button variant="default" onClick={() => void copyToClipboard(codes.join('\n'), t)}>
          {t('recovery.copy')}
        </Button>
        <Button variant="default" onClick={() => downloadText('seller-cabinet-recovery-codes.txt', text)}>
          {t('recovery.download')}
        </Button>
      </Group>
      <Text size="sm" c="gray.7">
        {t('recovery.hint')}
      </Text>
    </Stack>
  );
}
