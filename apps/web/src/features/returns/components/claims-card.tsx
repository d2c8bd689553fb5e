import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { claimStatuses, type ReturnClaimStatus } from '@cabinet/contracts/returns';
import { returnClaimRejectBodySchema, type OpsReturnClaim } from '@cabinet/contracts/returns-ops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useRetained } from '../../../shared/lib/use-retained.ts';
import { useApproveClaim, useOpsReturnClaims, useRejectClaim } from '../api/ops-returns.ts';
import { ClaimFiles } from './claim-files.tsx';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';

const COLORS: Record<ReturnClaimStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

/** Claims on unidentified returns: the seller's message and proof; approve gives the return, reject needs a reason. */
export function ClaimsCard() {
  const { t } = useTranslation('returns');
  const [status, setStatus] = useState<ReturnClaimStatus>('pending');
  const [page, setPage] = useState(1);
  const claims = useOpsReturnClaims({ page, status });
  const approve = useApproveClaim();
  const [rejecting, setRejecting] = useState<OpsReturnClaim | null>(null);

  const onApprove = async (claim: OpsReturnClaim) => {
    try {
      await approve.mutateAsync(claim.id);
      notifySuccess(t('ops.claims.approved', { number: claim.return_number, email: claim.account_email }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  const columns: DataColumn<OpsReturnClaim>[] = [
    {
      id: 'return',
      header: t('ops.claims.return'),
      keyFact: true,
      cell: (claim) => (
        <>
          <Text size="sm" fw={600}>
            {claim.return_number}
          </Text>
          <Text size="xs" c="gray.7">
            {claim.carrier} {claim.tracking_number} · {formatDate(claim.arrived_at)}
          </Text>
        </>
      ),
    },
    {
      id: 'seller',
      header: t('ops.claims.seller'),
      keyFact: true,
      cell: (claim) => (
        <>
          <Text size="sm">{claim.account_email}</Text>
          <Text size="xs" c="gray.7">
            {formatDateTime(claim.created_at)}
          </Text>
        </>
      ),
    },
    {
      id: 'message',
      header: t('ops.claims.message'),
      cell: (claim) => (
        <Stack gap={4}>
          <Text size="sm">{claim.message}</Text>
          <ClaimFiles claimId={claim.id} files={claim.files} />
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('ops.claims.status'),
      keyFact: true,
      cell: (claim) => (
        <>
          <Badge color={COLORS[claim.status]} variant="light">
            {t(`ops.claim_status.${claim.status}`)}
          </Badge>
          {claim.reason && (
            <Text size="xs" c="gray.7">
              {claim.reason}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('ui.row_actions'),
      headerCell: <VisuallyHidden>{t('ui.row_actions')}</VisuallyHidden>,
      action: true,
      cell: (claim) =>
        claim.status === 'pending' && (
          <Group gap="xs" justify="flex-end">
            <Button
              size="compact-sm"
              color="teal"
              loading={approve.isPending && approve.variables === claim.id}
              onClick={() => void onApprove(claim)}
              aria-label={t('ops.claims.approve_label', { number: claim.return_number })}
            >
              {t('ops.claims.approve')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setRejecting(claim)}>
              {t('ops.claims.reject')}
            </Button>
          </Group>
        ),
    },
  ];

  return (
    <>
      <ListCard
        title={t('ops.claims.title')}
        actions={
          <SegmentedControl
            aria-label={t('ops.claims.status')}
            value={status}
            onChange={(value) => {
              setStatus(value as ReturnClaimStatus);
              setPage(1);
            }}
            data={claimStatuses.map((s) => ({ value: s, label: t(`ops.claim_status.${s}`) }))}
          />
        }
        empty={claims.data?.claims.length === 0}
        emptyText={t('ops.claims.empty')}
        query={claims}
        pager={{ page, pages: pageCount(claims.data), onChange: setPage }}
      >
        <DataTable
          label={t('ops.claims.title')}
          columns={columns}
          rows={claims.data?.claims ?? []}
          rowKey={(claim) => claim.id}
          rowProps={(claim) => ({ 'data-testid': `claim-${claim.return_number}` })}
          minWidth={760}
        />
      </ListCard>
      <RejectDialog claim={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

function RejectDialog({ claim, onClose }: { claim: OpsReturnClaim | null; onClose: () => void }) {
  const { t } = useTranslation('returns');
  const reject = useRejectClaim();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  const send = async () => {
    if (!claim) return;
    if (reason.trim().length < 3) return setError(t('ops.claims.reason_short'));
    try {
      await reject.mutateAsync({ id: claim.id, reason: reason.trim() });
      close();
    } catch (failure) {
      setError(errorMessage(failure, t));
    }
  };
  const titled = useRetained(claim);
  return (
    <Modal
      opened={claim !== null}
      onClose={close}
      title={t('ops.claims.reject_title', { number: titled?.return_number })}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <LimitedTextarea
          schema={returnClaimRejectBodySchema}
          field="reason"
          label={t('ops.claims.reason')}
          required
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={reject.isPending} onClick={() => void send()}>
            {t('ops.claims.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
