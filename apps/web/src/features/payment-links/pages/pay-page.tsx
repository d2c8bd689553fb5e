import { useState } from 'react';
import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PayResult } from '@cabinet/contracts/payment-links';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';
import { usePublicLink } from '../api/pay-link.ts';
import { PayForm } from '../components/pay-form.tsx';

/** /pay/:code — the public page where a buyer pays a seller's payment link (no sign-in). */
export function PayPage() {
  const { t } = useTranslation('payment-links');
  const { code = '' } = useParams();
  const link = usePublicLink(code);
  const [paid, setPaid] = useState<PayResult | null>(null);

  if (link.isPending) return <PageLoader />;
  if (link.isError) {
    const missing = link.error instanceof ApiError && (link.error.status === 404 || link.error.status === 400);
    return (
      <Card withBorder radius="lg" padding="xl" w="100%" maw={480}>
        <PageTitle>{t('pay.title')}</PageTitle>
        <Alert color="red" variant="light" mt="md" role="alert">
          {missing ? t('pay.not_found') : errorMessage(link.error, t)}
        </Alert>
      </Card>
    );
  }
  const data = link.data;
  return (
    <Card withBorder radius="lg" padding="xl" w="100%" maw={480}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <PageTitle>{t('pay.title')}</PageTitle>
          <Badge color="orange" variant="light">
            {t('status.sandbox')}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('pay.seller')}
          </Text>
          <Text fw={600}>{data.seller_name}</Text>
        </Stack>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('pay.for')}
          </Text>
          <Text>{data.description}</Text>
        </Stack>
        <Title order={2} size="h2" data-testid="pay-amount">
          {formatMoney(data.amount)}
        </Title>
        {paid ? (
          <Alert color="teal" variant="light" title={t('pay.done_title')} role="status">
            {t('pay.done_text', {
              amount: formatMoney(paid.amount),
              seller: data.seller_name,
              date: formatDateTime(paid.paid_at),
            })}
          </Alert>
        ) : data.state === 'payable' ? (
          <>
            <Text size="sm" c="dimmed">
              {t('pay.sandbox_hint')}
            </Text>
            <PayForm code={code} onPaid={setPaid} />
          </>
        ) : (
          <Alert color={data.state === 'paid' ? 'blue' : 'gray'} variant="light" role="status">
            {t(data.state === 'paid' ? 'pay.already_paid' : 'pay.unavailable')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
