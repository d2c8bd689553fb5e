import { useState } from 'react';
import { Button, Select } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paymentLinkStatuses, type PaymentLink } from '@cabinet/contracts/payment-links';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { Can } from '../../../shared/session/permissions.tsx';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { usePaymentLinks, type LinkFilters } from '../api/get-payment-links.ts';
import { LinkPaymentsDialog } from '../components/link-payments-dialog.tsx';
import { paymentLinkColumns } from '../components/payment-link-columns.tsx';

/** /payment-links — the seller's payment links with their status, payments and the address to send to buyers. */
export function PaymentLinksPage() {
  const { t } = useTranslation('payment-links');
  const { filters, setFilters } = useListFilters<LinkFilters>({ numbers: ['page'] }, { page: 1 });
  const list = usePaymentLinks(filters);
  const [shown, setShown] = useState<PaymentLink | null>(null);
  const data = list.data;

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
          columns={paymentLinkColumns(t, setShown)}
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
