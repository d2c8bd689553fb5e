import { useState } from 'react';
import { Badge, Button, Card, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClaimStatus, OpsClaim } from '@cabinet/contracts/lost-payments';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import {
  downloadOpsClaimFile,
  useDecideClaim,
  useOpsClaims,
  useOpsUnidentifiedPayments,
} from '../api/ops-lost-payments.ts';
import { ClaimStatusBadge } from '../components/claim-status-badge.tsx';
import { FileLinks } from '../components/file-links.tsx';
import { ReasonDialog, type ReasonRequest } from '../components/reason-dialog.tsx';
import { RegisterPaymentForm } from '../components/register-payment-form.tsx';

type Filters = { page: number; claims_page: number; claims?: string; payments?: string };
const pages = (data?: { total: number; on_page: number }) => (data ? Math.ceil(data.total / data.on_page) : 0);

/** /ops/unidentified-payments — register unmatched money, review sellers' claims with their proof, decide. */
export function OpsUnidentifiedPaymentsPage() {
  const { t } = useTranslation('payment-links');
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
          loading={claims.isFetching}
          error={claims.isError ? errorMessage(claims.error, t) : null}
        >
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ops.seller')}</Table.Th>
                  <Table.Th>{t('lost.payment')}</Table.Th>
                  <Table.Th>{t('lost.comment')}</Table.Th>
                  <Table.Th>{t('lost.status')}</Table.Th>
                  <Table.Th>{t('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {claims.data?.claims.map((c) => (
                  <Table.Tr key={c.id} data-testid={`ops-claim-${c.id}`}>
                    <Table.Td>
                      <Text size="sm">{c.seller_name}</Text>
                      <Text size="xs" c="gray.7">
                        {c.seller_email} · #{c.account_id}
                      </Text>
                    </Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>
                      <Stack gap={4}>
                        <Text size="sm">{c.comment}</Text>
                        <FileLinks files={c.files} load={(fileId) => downloadOpsClaimFile(c.id, fileId)} />
                        <Text size="xs" c="gray.7">
                          {formatDateTime(c.created_at)}
                        </Text>
                      </Stack>
                    </Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                    <Table.Td>
                      {c.status === 'pending' && (
                        <Group gap="xs" wrap="nowrap">
                          <Button size="compact-sm" color="teal" onClick={() => void approve(c)}>
                            {t('ops.approve')}
                          </Button>
                          <Button size="compact-sm" variant="light" color="red" onClick={() => reject(c)}>
                            {t('ops.reject')}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pagination
            page={filters.claims_page}
            total={pages(claims.data)}
            onChange={(claims_page) => setFilters({ claims_page })}
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
          loading={payments.isFetching}
          error={payments.isError ? errorMessage(payments.error, t) : null}
        >
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('lost.date')}</Table.Th>
                  <Table.Th>{t('lost.payer')}</Table.Th>
                  <Table.Th>{t('lost.details')}</Table.Th>
                  <Table.Th ta="right">{t('lost.amount')}</Table.Th>
                  <Table.Th>{t('lost.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.data?.payments.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{formatDate(p.date)}</Table.Td>
                    <Table.Td>{p.payer}</Table.Td>
                    <Table.Td>{p.details}</Table.Td>
                    <Table.Td ta="right">{formatMoney(p.amount)}</Table.Td>
                    <Table.Td>
                      {p.status === 'open' ? (
                        <Badge color="yellow" variant="light">
                          {t('ops.open_claims', { count: p.pending_claims })}
                        </Badge>
                      ) : (
                        <Badge color="teal" variant="light">
                          {t('ops.assigned_to', { account: p.assigned_account_id })}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pagination page={filters.page} total={pages(payments.data)} onChange={(page) => setFilters({ page })} />
        </ListCard>
      </Stack>
      <ReasonDialog request={asking} onClose={() => setAsking(null)} />
    </Page>
  );
}
