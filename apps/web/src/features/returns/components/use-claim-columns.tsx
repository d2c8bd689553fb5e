import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReturnClaimStatus } from '@cabinet/contracts/returns';
import type { OpsReturnClaim } from '@cabinet/contracts/returns-ops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { useApproveClaim } from '../api/ops-returns.ts';
import { ProofFiles } from '../../../shared/ui/proof-files.tsx';
import { downloadClaimFile } from '../api/ops-returns.ts';

const COLORS: Record<ReturnClaimStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

/** The claims' columns: the return, the seller, their message and proof, the status, and approve or reject. */
export function useClaimColumns(onReject: (claim: OpsReturnClaim) => void): DataColumn<OpsReturnClaim>[] {
  const { t } = useTranslation('returns');
  const approve = useApproveClaim();

  const onApprove = async (claim: OpsReturnClaim) => {
    try {
      await approve.mutateAsync(claim.id);
      notifySuccess(t('ops.claims.approved', { number: claim.return_number, email: claim.account_email }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };

  return [
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
          <SellerLink seller={claim.seller} />
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
          <ProofFiles
            files={claim.files}
            download={(name) => downloadClaimFile(claim.id, name)}
            openLabel={(name) => t('ops.claims.open_file', { name })}
          />
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('ops.claims.status'),
      keyFact: true,
      cell: (claim) => <StatusCell claim={claim} />,
    },
    {
      id: 'actions',
      header: t('ui.row_actions'),
      headerCell: <VisuallyHidden>{t('ui.row_actions')}</VisuallyHidden>,
      action: true,
      cell: (claim) =>
        claim.status === 'pending' && (
          <ClaimActions
            claim={claim}
            approving={approve.isPending && approve.variables === claim.id}
            onApprove={() => void onApprove(claim)}
            onReject={() => onReject(claim)}
          />
        ),
    },
  ];
}

/** The status, and the reason of a rejection. */
function StatusCell({ claim }: { claim: OpsReturnClaim }) {
  const { t } = useTranslation('returns');
  return (
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
  );
}

interface ActionsProps {
  claim: OpsReturnClaim;
  approving: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** A pending claim's decisions: approve gives the seller the return, reject opens the reason dialog. */
function ClaimActions({ claim, approving, onApprove, onReject }: ActionsProps) {
  const { t } = useTranslation('returns');
  return (
    <Group gap="xs" justify="flex-end">
      <Button
        size="compact-sm"
        color="teal"
        loading={approving}
        onClick={onApprove}
        aria-label={t('ops.claims.approve_label', { number: claim.return_number })}
      >
        {t('ops.claims.approve')}
      </Button>
      <Button size="compact-sm" variant="default" onClick={onReject}>
        {t('ops.claims.reject')}
      </Button>
    </Group>
  );
}
