import { Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsPackageClaim, PackageClaimStatus } from '@cabinet/contracts/us-package-claims';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatDateTime } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { useApprovePackageClaim } from '../api/package-claims.ts';
import { ProofFiles } from '../../../shared/ui/proof-files.tsx';
import { downloadPackageClaimFile } from '../api/package-claims.ts';

export const CLAIM_COLORS: Record<PackageClaimStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  rejected: 'red',
};

/** The claims' columns: the package, the seller, their proof, the status, and approve or refuse. */
export function useClaimColumns(onRefuse: (claim: OpsPackageClaim) => void): DataColumn<OpsPackageClaim>[] {
  const { t } = useTranslation('us-packages');
  const approve = useApprovePackageClaim();
  const onApprove = async (claim: OpsPackageClaim) => {
    try {
      await approve.mutateAsync(claim.id);
      notifySuccess(t('claims.approved', { tracking: claim.package.tracking_number, seller: claim.seller.name }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
  };
  return [
    {
      id: 'package',
      header: t('claims.package'),
      keyFact: true,
      cell: (c) => <PackageCell claim={c} />,
    },
    {
      id: 'seller',
      header: t('columns.seller'),
      keyFact: true,
      cell: (c) => (
        <>
          <SellerLink seller={c.seller} />
          <Text size="xs" c="gray.7">
            {formatDateTime(c.created_at)}
          </Text>
        </>
      ),
    },
    {
      id: 'proof',
      header: t('claims.proof'),
      cell: (c) => (
        <Stack gap={4}>
          <Text size="sm">{t('claims.order_line', { order: c.order_number, tracking: c.tracking_number })}</Text>
          {c.message && <Text size="sm">{c.message}</Text>}
          <ProofFiles
            files={c.files}
            download={(name) => downloadPackageClaimFile(c.id, name)}
            openLabel={(name) => t('claims.open_file', { name })}
          />
        </Stack>
      ),
    },
    {
      id: 'status',
      header: t('claims.status'),
      keyFact: true,
      cell: (c) => <ClaimStatus claim={c} />,
    },
    {
      id: 'actions',
      header: t('ui.row_actions'),
      headerCell: <VisuallyHidden>{t('ui.row_actions')}</VisuallyHidden>,
      action: true,
      cell: (c) =>
        c.status === 'pending' && (
          <Group gap="xs" justify="flex-end">
            <Button
              size="compact-sm"
              color="teal"
              loading={approve.isPending && approve.variables === c.id}
              onClick={() => void onApprove(c)}
              aria-label={t('claims.approve_label', { tracking: c.package.tracking_number })}
            >
              {t('claims.approve')}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => onRefuse(c)}>
              {t('claims.refuse')}
            </Button>
          </Group>
        ),
    },
  ];
}

/** The status, and the reason of a refusal. */
function ClaimStatus({ claim }: { claim: OpsPackageClaim }) {
  const { t } = useTranslation('us-packages');
  return (
    <>
      <Badge color={CLAIM_COLORS[claim.status]} variant="light">
        {t(`claim_status.${claim.status}`)}
      </Badge>
      {claim.reason && (
        <Text size="xs" c="gray.7">
          {claim.reason}
        </Text>
      )}
    </>
  );
}

/** The package as the warehouse knows it: carrier and full tracking, arrival, the suite the label showed. */
function PackageCell({ claim }: { claim: OpsPackageClaim }) {
  const { t } = useTranslation('us-packages');
  const { carrier, tracking_number, arrived_at, suite } = claim.package;
  return (
    <>
      <Text size="sm" fw={600}>
        {carrier} {tracking_number}
      </Text>
      <Text size="xs" c="gray.7">
        {formatDate(arrived_at)}
        {suite && ` · ${t('label_suite', { suite })}`}
      </Text>
    </>
  );
}
