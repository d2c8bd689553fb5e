import { Anchor, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useClientInfo } from '../../shared/api/client-info.ts';

/** §2: the footer shows the office and the US fulfilment warehouse addresses. */
export function CabinetFooter({ legalPath }: { legalPath: string | null }) {
  const { t } = useTranslation();
  const info = useClientInfo();
  if (!info) return null;
  return (
    <Stack component="footer" gap="sm" mt="xl" pb="md">
      <Divider />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stack gap={2}>
          <Text size="xs" fw={600} c="gray.7" tt="uppercase">
            {t('shell.footer.office')}
          </Text>
          <Text size="sm" component="address" fs="normal">
            {info.office_address}
          </Text>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" fw={600} c="gray.7" tt="uppercase">
            {t('shell.footer.warehouse')}
          </Text>
          <Text size="sm" component="address" fs="normal">
            {info.warehouse_address}
          </Text>
        </Stack>
        {legalPath && (
          <Anchor component={Link} to={legalPath} size="sm">
            {t('shell.footer.legal')}
          </Anchor>
        )}
      </SimpleGrid>
    </Stack>
  );
}
