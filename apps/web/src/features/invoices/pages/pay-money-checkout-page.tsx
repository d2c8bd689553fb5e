import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoicePaid } from '@cabinet/contracts/invoices';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useBalance } from '../../../shared/api/balance.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { knownPath } from '../../../shared/lib/known-paths.ts';
import { invoiceUrl, paths, paymentsUrl } from '../../../shared/lib/paths.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useInvoice } from '../api/get-invoice.ts';
import { usePayInvoice } from '../api/pay-invoice.ts';
import { INVOICE_PARAM } from '../components/checkout-url.ts';
import { InvoiceStatusBadge } from '../components/invoice-status-badge.tsx';
import { paymentEffect } from '../components/money-math.ts';
import { PaymentSummary } from '../components/payment-summary.tsx';

const idFrom = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

/**
 * /pay-money/checkout?invoice={id} — the confirmation of paying one invoice: the amount, the balance before and
 * after; Confirm pays (once, whatever the clicks: Idempotency-Key) and the page shows the result.
 */
export function PayMoneyCheckoutPage() {
  const { t } = useTranslation('invoices');
  const [params] = useSearchParams();
  const id = idFrom(params.get(INVOICE_PARAM));
  const invoice = useInvoice(id);
  const balance = useBalance();
  const pay = usePayInvoice();
  const attempt = useIdempotencyKey();
  const [paid, setPaid] = useState<InvoicePaid | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = !id || (invoice.error instanceof ApiError && invoice.error.status === 404);

  const confirmPayment = async () => {
    setFailure(null);
    try {
      setPaid(await pay.mutateAsync({ id, headers: attempt.headers }));
      attempt.renew();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  const body = () => {
    if (paid)
      return (
        <Alert color="teal" variant="light" role="status" title={t('checkout.success_title')}>
          <Stack gap="xs">
            <Text>
              {t('checkout.success_text', {
                number: paid.invoice.number,
                amount: formatMoney(paid.invoice.total),
                balance: formatMoney(paid.balance.available),
              })}
            </Text>
            <Group gap="sm">
              <Button component={Link} to={invoiceUrl(paid.invoice.id)} size="xs" variant="light" color="teal">
                {t('checkout.to_invoice')}
              </Button>
              {knownPath(paymentsUrl('sent')) && (
                <Button component={Link} to={paymentsUrl('sent')} size="xs" variant="default">
                  {t('checkout.to_payments')}
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      );
    if (missing || invoice.isError)
      return (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={missing ? t('detail.not_found') : errorMessage(invoice.error, t)}
        >
          <Button component={Link} to={paths.payMoney} size="xs" variant="light" color="red">
            {t('checkout.back_to_list')}
          </Button>
        </Alert>
      );
    const data = invoice.data;
    if (!data || !balance.data) return null;
    if (data.status !== 'unpaid')
      return (
        <Alert color="blue" variant="light" title={t(`checkout.not_payable.${data.status}`, { number: data.number })}>
          <Anchor component={Link} to={invoiceUrl(data.id)}>
            {t('checkout.to_invoice')}
          </Anchor>
        </Alert>
      );
    const effect = paymentEffect(data.total, balance.data);
    return (
      <Card withBorder padding="lg" maw={720}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Stack gap={2}>
              <Title order={2} size="h4">
                <Anchor component={Link} to={invoiceUrl(data.id)}>
                  {data.number}
                </Anchor>
              </Title>
              <Text>{data.title}</Text>
            </Stack>
            <InvoiceStatusBadge invoice={data} />
          </Group>
          <PaymentSummary amount={data.total} {...effect} />
          {failure && <Alert color="red" variant="light" role="alert" title={failure} />}
          <Group gap="sm">
            <Button onClick={() => void confirmPayment()} loading={pay.isPending} disabled={!effect.enough}>
              {t('checkout.confirm', { amount: formatMoney(data.total) })}
            </Button>
            <Button component={Link} to={paths.payMoney} variant="default">
              {t('checkout.cancel')}
            </Button>
            {!effect.enough && knownPath(paths.topUp) && (
              <Button component={Link} to={paths.topUp} variant="light">
                {t('pay.top_up')}
              </Button>
            )}
          </Group>
        </Stack>
      </Card>
    );
  };

  return (
    <Page
      title={t('checkout.title')}
      caption={t('checkout.caption')}
      back={paths.payMoney}
      loading={!paid && Boolean(id) && (invoice.isPending || balance.isPending)}
    >
      {body()}
    </Page>
  );
}
