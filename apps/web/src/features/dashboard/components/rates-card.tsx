import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { htmlLang, isLanguage } from '../../../shared/i18n/languages.ts';
import { DATE_FORMAT } from '../../../shared/lib/constants.ts';
import { useRates } from '../api/get-rates.ts';

const FOREIGN = ['USD', 'EUR', 'GBP'] as const;

/** Today's exchange rates: how many hryvnias one unit of each currency costs. */
export function RatesCard() {
  const { t, i18n } = useTranslation('dashboard');
  const rates = useRates();
  const format = new Intl.NumberFormat(isLanguage(i18n.language) ? htmlLang(i18n.language) : undefined, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  const rows = rates.data?.rates.filter((r) => (FOREIGN as readonly string[]).includes(r.currency)) ?? [];

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="rates-title">
      <Group justify="space-between" align="flex-start" mb="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id="rates-title">
            {t('rates.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {rates.data?.date
              ? t('rates.as_of', { date: dayjs(rates.data.date).format(DATE_FORMAT) })
              : t('rates.subtitle')}
          </Text>
        </Stack>
        {rates.data && (
          <Badge variant="light" color={rates.data.source === 'sandbox' ? 'yellow' : 'teal'}>
            {rates.data.source === 'sandbox' ? t('status.sandbox') : t('rates.source_nbu')}
          </Badge>
        )}
      </Group>
      {rates.isPending && (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={24} />
          <Skeleton height={24} />
          <Skeleton height={24} />
        </Stack>
      )}
      {rates.isError && (
        <Alert color="red" variant="light" title={errorMessage(rates.error, t)} role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void rates.refetch()} loading={rates.isFetching}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {rates.isSuccess && (
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('rates.currency')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('rates.rate')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.currency}>
                <Table.Th scope="row" fw={600}>
                  {row.currency}
                </Table.Th>
                <Table.Td ta="right" ff="monospace">
                  {format.format(Number(row.rate))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
