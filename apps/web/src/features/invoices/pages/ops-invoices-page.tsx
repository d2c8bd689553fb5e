import { useState } from 'react';
import { Button, Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  invoiceStatuses,
  opsInvoicesQuerySchema,
  type InvoiceStatus,
  type OpsInvoice,
} from '@cabinet/contracts/money-invoices';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
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
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error, t) : null}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table striped aria-label={t('ops.issued_list')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.number')}</Table.Th>
                <Table.Th>{t('ops.seller')}</Table.Th>
                <Table.Th>{t('columns.title')}</Table.Th>
                <Table.Th>{t('columns.due')}</Table.Th>
                <Table.Th ta="right">{t('columns.total')}</Table.Th>
                <Table.Th>{t('columns.status')}</Table.Th>
                <Table.Th aria-label={t('columns.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td fw={600}>{invoice.number}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{invoice.account_email}</Text>
                    <Text size="xs" c="gray.7">
                      №{invoice.account_id} {invoice.account_name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{invoice.title}</Table.Td>
                  <Table.Td>{formatDate(invoice.due_date)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(invoice.total)}</Table.Td>
                  <Table.Td>
                    <InvoiceStatusBadge invoice={invoice} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {invoice.status === 'unpaid' && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => void cancelInvoice(invoice)}>
                        {t('ops.cancel')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pagination
          page={Math.max(1, filters.page)}
          total={data ? Math.ceil(data.total / data.on_page) : 0}
          onChange={(page) => setFilters({ page })}
        />
      </ListCard>
    </Page>
  );
}
