import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@cabinet/contracts/invoices';
import type { Balance } from '@cabinet/contracts/money';
import { formatMoney } from '../../../shared/lib/format.ts';
import { knownPath } from '../../../shared/lib/known-paths.ts';
import { invoiceUrl, paths } from '../../../shared/lib/paths.ts';
import { InvoiceStatusBadge } from './invoice-status-badge.tsx';
import { paymentEffect } from './money-math.ts';
import { PaymentSummary } from './payment-summary.tsx';

/**
 * The unpaid invoice to confirm: its number and title, the balance before and after, Confirm (held while the
 * balance is short, with a way to top it up) and Cancel.
 */
export function CheckoutCard({
  invoice: data,
  balance,
  failure,
  pending,
  onConfirm,
}: {
  invoice: Invoice;
  balance: Balance;
  failure: string | null;
  pending: boolean;
  onConfirm(): void;
}) {
  const { t } = useTranslation('invoices');
  const effect = paymentEffect(data.total, balance);
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
          <Button onClick={onConfirm} loading={pending} disabled={!effect.enough}>
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
}
