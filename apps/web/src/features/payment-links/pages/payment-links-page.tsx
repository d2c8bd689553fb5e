import { useState } from 'react';
import { Anchor, Button, Group, Select, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paymentLinkStatuses, type PaymentLink } from '@cabinet/contracts/payment-links';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useDeactivatePaymentLink } from '../api/deactivate-payment-link.ts';
import { usePaymentLinks, type LinkFilters } from '../api/get-payment-links.ts';
import { CopyLinkButton } from '../components/copy-link-button.tsx';
import { LinkPaymentsDialog } from '../components/link-payments-dialog.tsx';
import { LinkStatusBadges } from '../components/link-status-badge.tsx';
import { TruncatedText } from '../../../shared/ui/truncated-text.tsx';
import { Can, useCan } from '../../../shared/session/permissions.tsx';

/** /payment-links — the seller's payment links with their status, payments and the address to send to buyers. */
export function PaymentLinksPage() {
  const { t } = useTranslation('payment-links');
  const { filters, setFilters } = useListFilters<LinkFilters>({ numbers: ['page'] }, { page: 1 });
  const list = usePaymentLinks(filters);
  const deactivate = useDeactivatePaymentLink();
  const canWrite = useCan('money.write');
  const [shown, setShown] = useState<PaymentLink | null>(null);
  const data = list.data;

  const switchOff = async (link: PaymentLink) => {
    try {
      await confirm({
        title: t('list.deactivate_title'),
        message: t('list.deactivate_text', { description: link.description }),
        actions: [
          {
            label: t('list.deactivate'),
            color: 'red',
            value: true,
            handler: () => deactivate.mutateAsync(link.id),
          },
        ],
      });
      notifySuccess(t('list.deactivated'));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) throw error;
    }
  };

  const columns: DataColumn<PaymentLink>[] = [
    {
      id: 'description',
      header: t('list.description'),
      keyFact: true,
      cell: (link) => (
        <>
          <TruncatedText size="sm" fw={500}>
            {link.description}
          </TruncatedText>
          <Text size="xs" c="gray.7">
            {t('list.created', { date: formatDate(link.created_at) })}
          </Text>
          {link.review_reason && (
            <TruncatedText size="xs" c="red.8" lines={2}>
              {t('list.reason', { reason: link.review_reason })}
            </TruncatedText>
          )}
        </>
      ),
    },
    { id: 'status', header: t('list.status'), keyFact: true, cell: (link) => <LinkStatusBadges link={link} /> },
    { id: 'amount', header: t('list.amount'), keyFact: true, align: 'right', cell: (link) => formatMoney(link.amount) },
    {
      id: 'received',
      header: t('list.received'),
      align: 'right',
      cell: (link) => (
        <>
          <Text size="sm">{formatMoney(link.received)}</Text>
          <Anchor component="button" type="button" size="xs" onClick={() => setShown(link)}>
            {t('list.payments_count', { count: link.payments_count })}
          </Anchor>
        </>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      action: true,
      cell: (link) => (
        <Group gap="xs">
          {link.payable && <CopyLinkButton url={link.url} />}
          {link.payable && (
            <Anchor href={link.url} target="_blank" rel="noopener" size="sm">
              {t('list.open')}
            </Anchor>
          )}
          {canWrite && link.active && link.status !== 'paid' && link.status !== 'declined' && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => void switchOff(link)}>
              {t('list.deactivate')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <ListPage
      title={t('list.title')}
      caption={t('list.caption')}
      actions={
        <Can permission="money.write">
          <Button component={Link} to={paths.paymentLinkNew}>
            {t('list.create')}
          </Button>
        </Can>
      }
      filters={
        <Select
          label={t('list.filter_status')}
          placeholder={t('list.all_statuses')}
          data={paymentLinkStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          value={filters.status ?? null}
          onChange={(value) => setFilters({ status: value ?? undefined, page: 1 })}
          clearable
          w={260}
        />
      }
      list={{
        title: t('list.list'),
        caption: data ? t('list.total', { total: data.total }) : undefined,
        empty: data?.payment_links.length === 0,
        emptyText: t('list.empty'),
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        <DataTable
          label={t('list.list')}
          columns={columns}
          rows={data?.payment_links ?? []}
          rowKey={(link) => link.id}
          rowProps={(link) => ({ 'data-testid': `payment-link-${link.code}` })}
          minWidth={760}
        />
      }
    >
      <LinkPaymentsDialog link={shown} onClose={() => setShown(null)} />
    </ListPage>
  );
}
