import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OpsWithdrawal } from '@cabinet/contracts/withdrawals-ops';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { opsSellerDeskUrl, paths } from '../../../shared/lib/paths.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { useOpsWithdrawals } from '../api/ops-withdrawals.ts';
import { moneyColumns, recipientColumn } from './withdrawal-columns.tsx';
import { WithdrawalStatusBadge } from './withdrawal-status-badge.tsx';

const LATEST = 5;

/** The seller's page, withdrawals: the latest few requests; the desk lists all of the seller's, to act on. */
export function SellerWithdrawalsSection({ accountId }: { accountId: number }) {
  const { t } = useTranslation('withdrawals');
  const list = useOpsWithdrawals({ page: 1, on_page: LATEST, account_id: accountId, order: 'newest' });
  const columns: DataColumn<OpsWithdrawal>[] = [
    { id: 'created', header: t('invoices.date'), keyFact: true, cell: (w) => formatDateTime(w.created_at) },
    recipientColumn<OpsWithdrawal>(t),
    ...moneyColumns<OpsWithdrawal>(t),
    {
      id: 'status',
      header: t('invoices.status'),
      keyFact: true,
      cell: (w) => <WithdrawalStatusBadge status={w.status} />,
    },
  ];
  return (
    <ListCard
      title={t('ops.seller_section.title')}
      caption={list.data ? t('invoices.total', { total: list.data.total }) : undefined}
      actions={
        <Anchor component={Link} to={opsSellerDeskUrl(paths.opsWithdrawals, accountId, { status: 'all' })} size="sm">
          {t('ops.seller_section.all')}
        </Anchor>
      }
      empty={list.data?.withdrawals.length === 0}
      emptyText={t('ops.seller_section.empty')}
      query={list}
    >
      <DataTable
        label={t('ops.seller_section.title')}
        columns={columns}
        rows={list.data?.withdrawals ?? []}
        rowKey={(w) => w.id}
        minWidth={720}
        verticalSpacing="xs"
      />
    </ListCard>
  );
}
