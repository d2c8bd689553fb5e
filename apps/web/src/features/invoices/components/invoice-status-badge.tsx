import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@cabinet/contracts/invoices';

const COLORS = { unpaid: 'orange', paid: 'teal', cancelled: 'gray' } as const;

/** Unpaid (red when overdue), paid or cancelled. */
export function InvoiceStatusBadge({ invoice }: { invoice: Pick<Invoice, 'status' | 'overdue'> }) {
  const { t } = useTranslation('invoices');
  if (invoice.overdue) return <Badge color="red">{t('status.overdue')}</Badge>;
  return (
    <Badge color={COLORS[invoice.status]} variant={invoice.status === 'cancelled' ? 'outline' : 'light'}>
      {t(`status.${invoice.status}`)}
    </Badge>
  );
}
