import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { InvoiceDetailCard } from '../components/invoice-detail-card.tsx';
import { InvoiceLoadFailure } from '../components/invoice-load-failure.tsx';
import { useInvoiceFromUrl } from '../components/use-invoice-from-url.ts';

/** /invoices/{id} — one invoice: its facts and lines, Pay (with a confirmation), PDF, remove. */
export function InvoicePage() {
  const { t } = useTranslation('invoices');
  const { id, invoice, missing } = useInvoiceFromUrl(useParams().id);
  const user = useCurrentUser();
  const data = invoice.data;

  return (
    <Page
      title={data ? t('detail.title', { number: data.number }) : t('detail.title_plain')}
      back={paths.invoices}
      loading={Boolean(id) && invoice.isPending}
    >
      {missing || invoice.isError ? (
        <InvoiceLoadFailure
          missing={missing}
          error={invoice.error}
          back={paths.invoices}
          backLabel={t('detail.to_list')}
        />
      ) : (
        data && <InvoiceDetailCard invoice={data} canWrite={user.permissions.includes('money.write')} />
      )}
    </Page>
  );
}
