import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoicePaid } from '@cabinet/contracts/invoices';
import { formatMoney } from '../../../shared/lib/format.ts';
import { knownPath } from '../../../shared/lib/known-paths.ts';
import { invoiceUrl, paymentsUrl } from '../../../shared/lib/paths.ts';

/** The invoice is paid: how much, the balance left, and links to the invoice and to the payments made. */
export function PaymentDone({ paid }: { paid: InvoicePaid }) {
  const { t } = useTranslation('invoices');
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
}
