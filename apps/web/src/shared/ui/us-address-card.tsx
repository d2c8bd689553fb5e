import { Button, Card, CopyButton, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUsSuite } from '../api/us-suite.ts';
import { LoadFailure } from './load-failure.tsx';

/** The seller's US address with a copy button per line and one for the whole address (issue 24). */
export function UsAddressCard() {
  const { t } = useTranslation();
  const suite = useUsSuite();
  const a = suite.data;
  const rows: [string, string][] = a
    ? [
        [t('us_address.name'), a.name],
        [t('us_address.line1'), a.address_line1],
        [t('us_address.line2'), a.address_line2],
        [t('us_address.city_line'), a.city_line],
      ]
    : [];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="us-address-title">
      <Title order={2} size="h4" id="us-address-title" mb={4}>
        {t('us_address.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('us_address.caption')}
      </Text>
      {suite.isError ? (
        <LoadFailure error={suite.error} retry={() => void suite.refetch()} retrying={suite.isFetching} />
      ) : !a ? (
        <Skeleton h={120} />
      ) : (
        <Stack gap="sm">
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={130}>{label}</Table.Th>
                  <Table.Td>
                    <Group gap="xs" justify="space-between" wrap="nowrap">
                      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {value}
                      </Text>
                      <CopyLine value={value} label={`${t('us_address.copy')}: ${label}`} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group>
            <CopyButton value={rows.map(([, value]) => value).join('\n')}>
              {({ copy, copied }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t('us_address.copied') : t('us_address.copy_all')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

function CopyLine({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copy, copied }) => (
        <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={label}>
          {copied ? '✓' : t('us_address.copy')}
        </Button>
      )}
    </CopyButton>
  );
}
