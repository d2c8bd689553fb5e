import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceStatuses, type InvoiceStatus, type OpsInvoice } from '@cabinet/contracts/invoices';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ask } from '../../../shared/ui/dialogs.tsx';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useCancelInvoice, useOpsInvoices, type OpsInvoiceFilters as Filters } from '../api/ops-invoices.ts';
import { IssueInvoiceForm } from '../components/issue-invoice-form.tsx';
import { opsInvoiceColumns } from '../components/ops-invoice-columns.tsx';
import { OpsInvoiceFilters } from '../components/ops-invoice-filters.tsx';

const isStatus = (value: unknown): value is InvoiceStatus => invoiceStatuses.includes(value as InvoiceStatus);

/** /ops/invoices — issue an invoice to a seller; every issued invoice with its status; cancel an unpaid one. */
export function OpsInvoicesPage() {
  const { t } = useTranslation('invoices');
  const { filters, setFilters } = useListFilters<Filters>({ numbers: ['page'] }, { page: 1 });
  const status = isStatus(filters.status) ? filters.status : undefined;
  const list = useOpsInvoices({ page: Math.max(1, filters.page), status, search: filters.search });
  const cancel = useCancelInvoice();
  const data = list.data;

  const cancelInvoice = async (invoice: OpsInvoice) => {
    const answer = await ask({
      title: t('ops.cancel_title', { number: invoice.number }),
      message: t('ops.cancel_text', { email: invoice.account_email }),
      actions: [{ label: t('ops.cancel'), color: 'red', handler: () => cancel.mutateAsync(invoice.id) }],
    });
    if (!answer) return;
    notifySuccess(t('ops.cancelled', { number: invoice.number }));
  };

  return (
    <Page title={t('ops.title')} caption={t('ops.caption')}>
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('ops.new')}
          </Title>
          <IssueInvoiceForm />
        </Stack>
      </Card>
      <OpsInvoiceFilters search={filters.search} status={status} onChange={setFilters} />
      <ListCard
        title={t('ops.issued_list')}
        caption={data ? t('list.total', { total: data.total }) : undefined}
        empty={data?.invoices.length === 0}
        emptyText={t('list.empty_filtered')}
        query={list}
        pager={{ page: Math.max(1, filters.page), pages: pageCount(data), onChange: (page) => setFilters({ page }) }}
      >
        <DataTable
          label={t('ops.issued_list')}
          columns={opsInvoiceColumns(t, (invoice) => void cancelInvoice(invoice))}
          rows={data?.invoices ?? []}
          rowKey={(invoice) => invoice.id}
          minWidth={760}
          verticalSpacing="xs"
        />
      </ListCard>
    </Page>
  );
}
