import { useState } from 'react';
import { Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  claimRejectBodySchema,
  type ClaimStatus,
  type OpsClaim,
  type OpsUnidentifiedPayment,
} from '@cabinet/contracts/lost-payments';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import {
  downloadOpsClaimFile,
  useDecideClaim,
  useOpsClaims,
  useOpsUnidentifiedPayments,
} from '../api/ops-lost-payments.ts';
import { ClaimStatusBadge } from '../components/claim-status-badge.tsx';
import { FileLinks } from '../components/file-links.tsx';
import { ReasonDialog, type ReasonRequest } from '../../../shared/ui/reason-dialog.tsx';
import { RegisterPaymentForm } from '../components/register-payment-form.tsx';

type Filters = { page: number; claims_page: number; claims?: string; payments?: string };

/** /ops/unidentified-payments — register unmatched money, review sellers' claims with their proof, decide. */
export function OpsUnidentifiedPaymentsPage() {
  const { t } = useTranslation('lost-payments');
  const { filters, setFilters } = useListFilters<Filters>(
    { numbers: ['page', 'claims_page'] },
    { page: 1, claims_page: 1, claims: 'pending', payments: 'open' },
  );
  const claimStatus = filters.claims === 'all' ? undefined : (filters.claims as ClaimStatus);
  const paymentStatus = filters.payments === 'all' ? undefined : (filters.payments as 'open' | 'assigned');
  const claims = useOpsClaims({ page: filters.claims_page, status: claimStatus });
  const payments = useOpsUnidentifiedPayments({ page: filters.page, status: paymentStatus });
  const decide = useDecideClaim();
  const approval = useIdempotencyKey();
  const [asking, setAsking] = useState<ReasonRequest | null>(null);

  const approve = async (claim: OpsClaim) => {
    try {
      await confirm({
        title: t('ops.approve_title', { amount: formatMoney(claim.payment.amount), seller: claim.seller_name }),
        message: t('ops.approve_text'),
        actions: [
          {
            label: t('ops.approve'),
            color: 'teal',
            value: true,
            handler: () => decide.mutateAsync({ id: claim.id, action: 'approve', headers: approval.headers }),
          },
        ],
      });
      approval.renew();
      notifySuccess(t('ops.approved'));
    } catch (error) {
      if (!(error instanceof DialogCancelled)) throw error;
    }
  };
  const reject = (claim: OpsClaim) =>
    setAsking({
      title: t('ops.reject_title', { seller: claim.seller_name }),
      label: t('ops.reason'),
      submit: t('ops.reject'),
      run: async (reason) => {
        await decide.mutateAsync({ id: claim.id, action: 'reject', reason });
        notifySuccess(t('ops.rejected'));
      },
    });

  const claimColumns: DataColumn<OpsClaim>[] = [
    {
      id: 'seller',
      header: t('ops.seller'),
      keyFact: true,
      cell: (c) => (
        <>
          <Text size="sm">{c.seller_name}</Text>
          <Text size="xs" c="gray.7">
            {c.seller_email} · #{c.account_id}
          </Text>
        </>
      ),
    },
    {
      id: 'payment',
      header: t('lost.payment'),
      keyFact: true,
      cell: (c) => (
        <>
          <Text size="sm" fw={500}>
            {formatMoney(c.payment.amount)}
          </Text>
          <Text size="xs" c="gray.7">
            {formatDate(c.payment.date)} · {c.payment.payer}
          </Text>
          {c.payment.details && (
            <Text size="xs" c="gray.7">
              {c.payment.details}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'comment',
      header: t('lost.comment'),
      cell: (c) => (
        <Stack gap={4}>
          <Text size="sm">{c.comment}</Text>
          <FileLinks files={c.files} load={(fileId) => downloadOpsClaimFile(c.id, fileId)} />
          <Text size="xs" c="gray.7">
            {formatDateTime(c.created_at)}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('lost.status'),
      keyFact: true,
      cell: (c) => (
        <Stack gap={4}>
          <ClaimStatusBadge status={c.status} />
          {c.reason && (
            <Text size="xs" c="red.8">
              {t('lost.reason', { reason: c.reason })}
            </Text>
          )}
          {c.assigned_elsewhere && (
            <Text size="xs" c="red.8">
              {t('lost.assigned_elsewhere')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      action: true,
      cell: (c) =>
        c.status === 'pending' && (
          <Group gap="xs">
            <Button size="compact-sm" color="teal" onClick={() => void approve(c)}>
              {t('ops.approve')}
            </Button>
            <Button size="compact-sm" variant="light" color="red" onClick={() => reject(c)}>
              {t('ops.reject')}
            </Button>
          </Group>
        ),
    },
  ];

  const paymentColumns: DataColumn<OpsUnidentifiedPayment>[] = [
    { id: 'date', header: t('lost.date'), keyFact: true, cell: (p) => formatDate(p.date) },
    { id: 'payer', header: t('lost.payer'), cell: (p) => p.payer },
    { id: 'details', header: t('lost.details'), cell: (p) => p.details },
    { id: 'amount', header: t('lost.amount'), keyFact: true, align: 'right', cell: (p) => formatMoney(p.amount) },
    {
      id: 'status',
      header: t('lost.status'),
      keyFact: true,
      cell: (p) =>
        p.status === 'open' ? (
          <Badge color="yellow" variant="light">
            {t('ops.open_claims', { count: p.pending_claims })}
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            {t('ops.assigned_to', { account: p.assigned_account_id })}
          </Badge>
        ),
    },
  ];

  return (
    <Page title={t('ops.lost_title')} caption={t('ops.lost_caption')}>
      <Stack gap="md">
        <Card withBorder padding="md">
          <Title order={2} size="h4" mb="sm">
            {t('ops.register_title')}
          </Title>
          <RegisterPaymentForm />
        </Card>

        <ListCard
          title={t('ops.claims')}
          actions={
            <SegmentedControl
              aria-label={t('lost.status')}
              size="xs"
              data={[
                { value: 'pending', label: t('claim_status.pending') },
                { value: 'approved', label: t('claim_status.approved') },
                { value: 'rejected', label: t('claim_status.rejected') },
                { value: 'all', label: t('list.all_statuses') },
              ]}
              value={filters.claims ?? 'pending'}
              onChange={(value) => setFilters({ claims: value, claims_page: 1 })}
            />
          }
          empty={claims.data?.claims.length === 0}
          query={claims}
          pager={{
            page: filters.claims_page,
            pages: pageCount(claims.data),
            onChange: (claims_page) => setFilters({ claims_page }),
          }}
        >
          <DataTable
            label={t('ops.claims')}
            columns={claimColumns}
            rows={claims.data?.claims ?? []}
            rowKey={(c) => c.id}
            rowProps={(c) => ({ 'data-testid': `ops-claim-${c.id}` })}
            minWidth={900}
          />
        </ListCard>

        <ListCard
          title={t('ops.payments')}
          actions={
            <SegmentedControl
              aria-label={t('ops.payment_status')}
              size="xs"
              data={[
                { value: 'open', label: t('ops.payment_open') },
                { value: 'assigned', label: t('ops.payment_assigned') },
                { value: 'all', label: t('list.all_statuses') },
              ]}
              value={filters.payments ?? 'open'}
              onChange={(value) => setFilters({ payments: value, page: 1 })}
            />
          }
          empty={payments.data?.payments.length === 0}
          query={payments}
          pager={{ page: filters.page, pages: pageCount(payments.data), onChange: (page) => setFilters({ page }) }}
        >
          <DataTable
            label={t('ops.payments')}
            columns={paymentColumns}
            rows={payments.data?.payments ?? []}
            rowKey={(p) => p.id}
            minWidth={720}
            verticalSpacing="xs"
          />
        </ListCard>
      </Stack>
      <ReasonDialog
        request={asking}
        onClose={() => setAsking(null)}
        schema={claimRejectBodySchema}
        tooShort={t('ops.reason_short')}
      />
    </Page>
  );
}
