import { useState } from 'react';
import { Badge, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moneyOf } from '@cabinet/contracts/money-math';
import { FREE_STORAGE_DAYS, STORAGE_FEE_PER_DAY_MINOR, type Return } from '@cabinet/contracts/returns';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { DataTable, type DataColumn } from '../../../shared/ui/data-table.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { RETURNS_ON_PAGE, useReturns, type ReturnFilters } from '../api/get-returns.ts';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import { ReturnItems } from '../components/return-items.tsx';
import { ReturnStatusBadge } from '../components/return-status-badge.tsx';
import { useCan } from '../../../shared/session/permissions.tsx';

const STATUSES = ['awaiting_decision', 'decided', 'processed'] as const;
const fee = formatMoney(moneyOf(STORAGE_FEE_PER_DAY_MINOR));

/** /shipments/returns (§2): the seller's returns, storage paid and overdue (§3), and the decision (§4). */
export function ReturnsPage() {
  const { t } = useTranslation('returns');
  const canWrite = useCan('shipments.write');
  const { filters, setFilters } = useListFilters<ReturnFilters>({ numbers: ['page'] }, { page: 1 });
  const returns = useReturns(filters);
  const [deciding, setDeciding] = useState<Return | null>(null);
  const total = returns.data ? Math.ceil(returns.data.total / RETURNS_ON_PAGE) : 0;

  const columns: DataColumn<Return>[] = [
    {
      id: 'number',
      header: t('list.number'),
      keyFact: true,
      cell: (ret) => (
        <>
          <Text size="sm" fw={600}>
            {ret.number}
          </Text>
          <Text size="xs" c="gray.7">
            {t('list.tracking', { carrier: ret.carrier, tracking: ret.tracking_number })}
          </Text>
          {ret.shipment_number && (
            <Text size="xs" c="gray.7">
              {t('list.from_shipment', { number: ret.shipment_number })}
            </Text>
          )}
          {ret.note && <Text size="xs">{ret.note}</Text>}
        </>
      ),
    },
    { id: 'arrived', header: t('list.arrived'), cell: (ret) => formatDate(ret.arrived_at) },
    { id: 'items', header: t('list.items'), cell: (ret) => <ReturnItems items={ret.items} /> },
    {
      id: 'storage',
      header: t('list.storage'),
      keyFact: true,
      cell: (ret) => (
        <Stack gap={4}>
          <Text size="sm">{formatDate(ret.storage_paid_until)}</Text>
          {ret.overdue && (
            <Badge color="red" variant="light">
              {t('list.overdue', { count: ret.overdue_days, amount: formatMoney(ret.storage_due) })}
            </Badge>
          )}
          {Number(ret.storage_charged.amount) > 0 && (
            <Text size="xs" c="gray.7">
              {t('list.charged', { amount: formatMoney(ret.storage_charged) })}
            </Text>
          )}
        </Stack>
      ),
    },
    { id: 'status', header: t('list.status'), keyFact: true, cell: (ret) => <ReturnStatusBadge status={ret.status} /> },
    {
      id: 'decision',
      header: t('list.decision'),
      keyFact: true,
      cell: (ret) =>
        ret.decision ? (
          <Stack gap={2}>
            <Text size="sm">{t(`decision.${ret.decision}`)}</Text>
            {ret.distribution.map((d) => (
              <Text key={d.recipient_id} size="xs" c="gray.7">
                {t('decision.distributed', {
                  recipient: d.recipient_name,
                  to: d.items.map((i) => `${i.name} × ${i.quantity}`).join(', '),
                })}
              </Text>
            ))}
          </Stack>
        ) : (
          canWrite && (
            <Button
              size="compact-sm"
              onClick={() => setDeciding(ret)}
              aria-label={t('list.decide_label', { number: ret.number })}
            >
              {t('list.decide')}
            </Button>
          )
        ),
    },
  ];

  return (
    <Page title={t('list.title')} caption={t('list.caption', { days: FREE_STORAGE_DAYS, fee })}>
      <ListCard
        actions={
          <SegmentedControl
            aria-label={t('list.status_filter')}
            value={filters.status ?? 'all'}
            onChange={(value) => setFilters({ status: value === 'all' ? null : value, page: 1 })}
            data={[
              { value: 'all', label: t('list.all') },
              ...STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
            ]}
          />
        }
        empty={returns.data?.returns.length === 0}
        emptyText={t('list.empty')}
        query={returns}
        pager={{ page: filters.page, pages: total, onChange: (page) => setFilters({ page }) }}
      >
        <DataTable
          label={t('list.title')}
          columns={columns}
          rows={returns.data?.returns ?? []}
          rowKey={(ret) => ret.id}
          rowProps={(ret) => ({ 'data-testid': `return-${ret.number}` })}
          minWidth={860}
        />
      </ListCard>
      <DecisionDialog ret={deciding} onClose={() => setDeciding(null)} />
    </Page>
  );
}
