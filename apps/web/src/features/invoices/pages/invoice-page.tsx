import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useInvoice } from '../api/get-invoice.ts';
import { InvoiceActions } from '../components/invoice-actions.tsx';
import { InvoiceLines } from '../components/invoice-lines.tsx';
import { InvoiceStatusBadge } from '../components/invoice-status-badge.tsx';

const idFrom = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

/** /invoices/{id} — one invoice: its facts and lines, Pay (with a confirmation), PDF, remove. */
export function InvoicePage() {
  const { t } = useTranslation('invoices');
  const id = idFrom(useParams().id);
  const user = useCurrentUser();
  const invoice = useInvoice(id);
  const data = invoice.data;
  const missing = !id || (invoice.error instanceof ApiError && invoice.error.status === 404);

  const body = () => {
    if (missing || invoice.isError)
      return (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={missing ? t('detail.not_found') : errorMessage(invoice.error, t)}
        >
          <Button component={Link} to={paths.invoices} size="xs" variant="light" color="red">
            {t('detail.to_list')}
          </Button>
        </Alert>
      );
    if (!data) return null;
    const facts: [string, string][] = [
      [t('detail.issued'), formatDate(data.created_at)],
      [t('detail.due'), formatDate(data.due_date)],
      ...(data.paid_at ? ([[t('detail.paid_at'), formatDateTime(data.paid_at)]] as [string, string][]) : []),
      ...(data.cancelled_at
        ? ([[t('detail.cancelled_at'), formatDateTime(data.cancelled_at)]] as [string, string][])
        : []),
    ];
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
            <InvoiceActions invoice={data} canWrite={user.permissions.includes('money.write')} />
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
            {facts.map(([label, value]) => (
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
  };

  return (
    <Page
      title={data ? t('detail.title', { number: data.number }) : t('detail.title_plain')}
      back={paths.invoices}
      loading={Boolean(id) && invoice.isPending}
    >
      {body()}
    </Page>
  );
}
