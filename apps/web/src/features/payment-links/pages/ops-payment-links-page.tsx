import { useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  paymentLinkStatuses,
  reviewReasonBodySchema,
  type OpsPaymentLink,
  type PaymentLinkStatus,
} from '@cabinet/contracts/payment-links';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useOpsPaymentLinks, useReviewPaymentLink, type ReviewAction } from '../api/ops-payment-links.ts';
import { LinkStatusBadges } from '../components/link-status-badge.tsx';
import { ReasonDialog, type ReasonRequest } from '../../../shared/ui/reason-dialog.tsx';
import { TruncatedText } from '../../../shared/ui/truncated-text.tsx';

/** /ops/payment-links — the review desk: accept or decline new links, block a link buyers complain about. */
export function OpsPaymentLinksPage() {
  const { t } = useTranslation('payment-links');
  const { filters, setFilters } = useListFilters<{ page: number; status?: string }>(
    { numbers: ['page'] },
    { page: 1, status: 'in_review' },
  );
  const status = filters.status === 'all' ? undefined : (filters.status as PaymentLinkStatus | undefined);
  const list = useOpsPaymentLinks({ page: filters.page, status });
  const review = useReviewPaymentLink();
  const [asking, setAsking] = useState<ReasonRequest | null>(null);
  const data = list.data;

  const act = async (link: OpsPaymentLink, action: ReviewAction, reason?: string) => {
    try {
      await review.mutateAsync({ id: link.id, action, reason });
      notifySuccess(t(`ops.done.${action}`));
    } catch (error) {
      if (reason !== undefined) throw error;
      notifyError(errorMessage(error, t));
    }
  };
  const askReason = (link: OpsPaymentLink, action: 'decline' | 'block') =>
    setAsking({
      title: t(`ops.${action}_title`, { description: link.description }),
      label: t('ops.reason'),
      submit: t(`ops.${action}`),
      run: (reason) => act(link, action, reason),
    });

  const columns: DataColumn<OpsPaymentLink>[] = [
    {
      id: 'seller',
      header: t('ops.seller'),
      keyFact: true,
      cell: (link) => (
        <>
          <TruncatedText size="sm" maxWidth={240}>
            {link.seller_name}
          </TruncatedText>
          <Text size="xs" c="gray.7">
            {link.seller_email} · #{link.account_id}
          </Text>
        </>
      ),
    },
    {
      id: 'description',
      header: t('list.description'),
      cell: (link) => (
        <>
          <TruncatedText size="sm">{link.description}</TruncatedText>
          <Text size="xs" c="gray.7">
            {formatDateTime(link.created_at)} · {link.code}
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
    {
      id: 'amount',
      header: t('list.amount'),
      keyFact: true,
      align: 'right',
      cell: (link) => (
        <>
          <Text size="sm">{formatMoney(link.amount)}</Text>
          <Text size="xs" c="gray.7">
            {t('list.payments_count', { count: link.payments_count })}
          </Text>
        </>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      action: true,
      cell: (link) => (
        <Group gap="xs">
          {link.status === 'in_review' && (
            <>
              <Button size="compact-sm" color="teal" onClick={() => void act(link, 'accept')}>
                {t('ops.accept')}
              </Button>
              <Button size="compact-sm" variant="light" color="red" onClick={() => askReason(link, 'decline')}>
                {t('ops.decline')}
              </Button>
            </>
          )}
          {(link.status === 'in_review' || link.status === 'accepted') && (
            <Button size="compact-sm" variant="subtle" color="dark" onClick={() => askReason(link, 'block')}>
              {t('ops.block')}
            </Button>
          )}
          {link.status === 'blocked' && (
            <Button size="compact-sm" variant="light" onClick={() => void act(link, 'unblock')}>
              {t('ops.unblock')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

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
