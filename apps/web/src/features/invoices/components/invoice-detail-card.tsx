import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@cabinet/contracts/invoices';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { InvoiceActions } from './invoice-actions.tsx';
import { InvoiceLines } from './invoice-lines.tsx';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';

/** The dates an invoice has: issued and due always, paid or cancelled once it was. */
function factsOf(invoice: Invoice, t: (key: string) => string): [string, string][] {
  return [
    [t('detail.issued'), formatDate(invoice.created_at)],
    [t('detail.due'), formatDate(invoice.due_date)],
    ...(invoice.paid_at ? ([[t('detail.paid_at'), formatDateTime(invoice.paid_at)]] as [string, string][]) : []),
    ...(invoice.cancelled_at
      ? ([[t('detail.cancelled_at'), formatDateTime(invoice.cancelled_at)]] as [string, string][])
      : []),
  ];
}

/** One invoice: its title and status, what can be done with it, its dates and its lines. */
export function InvoiceDetailCard({ invoice: data, canWrite }: { invoice: Invoice; canWrite: boolean }) {
  const { t } = useTranslation('invoices');
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3">
              {data.title}
            </Title>
            <Group gap="xs">
              <InvoiceStatusBadge invoice={data} />
              {data.overdue && (
                <Text size="sm" c="red.9">
                  {t('detail.overdue_hint')}
                </Text>
              )}
            </Group>
          </Stack>
          <InvoiceActions invoice={data} canWrite={canWrite} />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
          {factsOf(data, t).map(([label, value]) => (
            <Stack key={label} gap={2}>
              <Text component="dt" size="sm" c="gray.7">
                {label}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <InvoiceLines invoice={data} />
      </Stack>
    </Card>
  );
}
