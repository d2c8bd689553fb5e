import { useState } from 'react';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentLinkStatuses, reviewReasonBodySchema, type PaymentLinkStatus } from '@cabinet/contracts/payment-links';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { ReasonDialog, type ReasonRequest } from '../../../shared/ui/reason-dialog.tsx';
import { useOpsPaymentLinks } from '../api/ops-payment-links.ts';
import { LinkReviewActions } from '../components/link-review-actions.tsx';
import { opsPaymentLinkColumns } from '../components/ops-payment-link-columns.tsx';
import { useLinkReview } from '../components/use-link-review.ts';

/** /ops/payment-links — the review desk: accept or decline new links, block a link buyers complain about. */
export function OpsPaymentLinksPage() {
  const { t } = useTranslation('payment-links');
  const { filters, setFilters } = useListFilters<{ page: number; status?: string }>(
    { numbers: ['page'] },
    { page: 1, status: 'in_review' },
  );
  const status = filters.status === 'all' ? undefined : (filters.status as PaymentLinkStatus | undefined);
  const list = useOpsPaymentLinks({ page: filters.page, status });
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  const { act, withReason } = useLinkReview(setAsking);
  const data = list.data;
  const columns = opsPaymentLinkColumns(t, (link) => (
    <LinkReviewActions link={link} onAct={(l, action) => void act(l, action)} onAskReason={withReason} />
  ));

  return (
    <ListPage
      title={t('ops.links_title')}
      caption={t('ops.links_caption')}
      filters={
        <Select
          label={t('list.filter_status')}
          data={[
            { value: 'all', label: t('list.all_statuses') },
            ...paymentLinkStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          value={filters.status ?? 'all'}
          onChange={(value) => setFilters({ status: value ?? 'all', page: 1 })}
          allowDeselect={false}
          w={260}
        />
      }
      list={{
        title: t('ops.links_list'),
        caption: data ? t('list.total', { total: data.total }) : undefined,
        empty: data?.payment_links.length === 0,
        query: list,
        pager: { page: filters.page, pages: pageCount(data), onChange: (page) => setFilters({ page }) },
      }}
      table={
        <DataTable
          label={t('ops.links_list')}
          columns={columns}
          rows={data?.payment_links ?? []}
          rowKey={(link) => link.id}
          rowProps={(link) => ({ 'data-testid': `ops-link-${link.code}` })}
          minWidth={860}
        />
      }
    >
      <ReasonDialog
        request={asking}
        onClose={() => setAsking(null)}
        schema={reviewReasonBodySchema}
        tooShort={t('ops.reason_short')}
      />
    </ListPage>
  );
}
