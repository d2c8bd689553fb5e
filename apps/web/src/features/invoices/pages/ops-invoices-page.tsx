import { useState } from 'react';
import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  invoiceStatuses,
  opsInvoicesQuerySchema,
  type InvoiceStatus,
  type OpsInvoice,
} from '@cabinet/contracts/invoices';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useCancelInvoice, useOpsInvoices, type OpsInvoiceFilters } from '../api/ops-invoices.ts';
import { InvoiceStatusBadge } from '../components/invoice-status-badge.tsx';
import { IssueInvoiceForm } from '../components/issue-invoice-form.tsx';

const isStatus = (value: unknown): value is InvoiceStatus => invoiceStatuses.includes(value as InvoiceStatus);

/** /ops/invoices — issue an invoice to a seller; every issued invoice with its status; cancel an unpaid one. */
export function OpsInvoicesPage() {
  const { t } = useTranslation('invoices');
  const { filters, setFilters } = useListFilters<OpsInvoiceFilters>({ numbers: ['page'] }, { page: 1 });
  const status = isStatus(filters.status) ? filters.status : undefined;
  const [draft, setDraft] = useState(filters.search ?? '');
  const list = useOpsInvoices({ page: Math.max(1, filters.page), status, search: filters.search });
  const cancel = useCancelInvoice();
  const data = list.data;

  const cancelInvoice = async (invoice: OpsInvoice) => {
    try {
      await confirm({
        title: t('ops.cancel_title', { number: invoice.number }),
        message: t('ops.cancel_text', { email: invoice.account_email }),
        actions: [{ label: t('ops.cancel'), color: 'red', handler: () => cancel.mutateAsync(invoice.id) }],
      });
      notifySuccess(t('ops.cancelled', { number: invoice.number }));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) throw error;
    }
  };

  const columns: DataColumn<OpsInvoice>[] = [
    {
      id: 'number',
      header: t('columns.number'),
      keyFact: true,
      cell: (invoice) => (
        <Text size="sm" fw={600} span>
          {invoice.number}
        </Text>
      ),
    },
    {
      id: 'seller',
      header: t('ops.seller'),
      keyFact: true,
      cell: (invoice) => (
        <>
          <Text size="sm">{invoice.account_email}</Text>
          <Text size="xs" c="gray.7">
            №{invoice.account_id} {invoice.account_name}
          </Text>
        </>
      ),
    },
    { id: 'title', header: t('columns.title'), cell: (invoice) => invoice.title },
    { id: 'due', header: t('columns.due'), cell: (invoice) => formatDate(invoice.due_date) },
    {
      id: 'total',
      header: t('columns.total'),
      keyFact: true,
      align: 'right',
      cell: (invoice) => formatMoney(invoice.total),
    },
    {
      id: 'status',
      header: t('columns.status'),
      keyFact: true,
      cell: (invoice) => <InvoiceStatusBadge invoice={invoice} />,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      action: true,
      align: 'right',
      cell: (invoice) =>
        invoice.status === 'unpaid' && (
          <Button size="xs" variant="subtle" color="red" onClick={() => void cancelInvoice(invoice)}>
            {t('ops.cancel')}
          </Button>
        ),
    },
  ];

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
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ search: draft.trim(), page: 1 });
        }}
      >
        <Group align="end" gap="sm" wrap="wrap">
          <LimitedTextInput
            schema={opsInvoicesQuerySchema}
            field="search"
            label={t('ops.search')}
            placeholder={t('ops.search_placeholder')}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            w={320}
          />
          <Button type="submit" variant="default">
            {t('ops.find')}
          </Button>
          <SegmentedControl
            aria-label={t('list.filter')}
            value={status ?? 'all'}
            onChange={(value) => setFilters({ status: value === 'all' ? null : value, page: 1 })}
            data={[
              { value: 'all', label: t('status.all') },
              ...invoiceStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
        </Group>
      </form>
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
          columns={columns}
          rows={data?.invoices ?? []}
          rowKey={(invoice) => invoice.id}
          minWidth={760}
          verticalSpacing="xs"
        />
      </ListCard>
    </Page>
  );
}
