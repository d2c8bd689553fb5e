import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { OpsClaim } from '@cabinet/contracts/lost-payments';
import { formatDateTime } from '../../../shared/lib/format.ts';
import type { DataColumn } from '../../../shared/ui/data-table.tsx';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';
import { downloadOpsClaimFile } from '../api/ops-lost-payments.ts';
import { ClaimStatusBadge } from './claim-status-badge.tsx';
import { claimCommentColumn, claimPaymentColumn } from './lost-payment-columns.tsx';

/** The claims the operator reviews: the seller, the payment with its details, the proof, the status, the decision. */
export function opsClaimColumns(t: TFunction, actions: (claim: OpsClaim) => ReactNode): DataColumn<OpsClaim>[] {
  return [
    {
      id: 'seller',
      header: t('ops.seller'),
      keyFact: true,
      cell: (c) => <SellerLink seller={{ account_id: c.account_id, name: c.seller_name, email: c.seller_email }} />,
    },
    claimPaymentColumn<OpsClaim>(t, true),
    claimCommentColumn<OpsClaim>(t, downloadOpsClaimFile, (c) => (
      <Text size="xs" c="gray.7">
        {formatDateTime(c.created_at)}
      </Text>
    )),
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
    { id: 'actions', header: t('list.actions'), action: true, cell: actions },
  ];
}
