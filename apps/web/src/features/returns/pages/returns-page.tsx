import { useState } from 'react';
import { Badge, Button, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FREE_STORAGE_DAYS, STORAGE_FEE_PER_DAY_MINOR, type Return } from '@cabinet/contracts/returns';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { RETURNS_ON_PAGE, useReturns, type ReturnFilters } from '../api/get-returns.ts';
import { DecisionDialog } from '../components/decision-dialog.tsx';
import { ReturnItems } from '../components/return-items.tsx';
import { ReturnStatusBadge } from '../components/return-status-badge.tsx';
import { useCan } from '../../../shared/session/permissions.tsx';

const STATUSES = ['awaiting_decision', 'decided', 'processed'] as const;
const fee = formatMoney({ amount: (STORAGE_FEE_PER_DAY_MINOR / 100).toFixed(2), currency: 'USD' });

/** /shipments/returns (§2): the seller's returns, storage paid and overdue (§3), and the decision (§4). */
export function ReturnsPage() {
  const { t } = useTranslation('returns');
  const canWrite = useCan('shipments.write');
  const { filters, setFilters } = useListFilters<ReturnFilters>({ numbers: ['page'] }, { page: 1 });
  const returns = useReturns(filters);
  const [deciding, setDeciding] = useState<Return | null>(null);
  const total = returns.data ? Math.ceil(returns.data.total / RETURNS_ON_PAGE) : 0;

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
        loading={returns.isFetching}
        error={returns.isError ? errorMessage(returns.error, t) : null}
      >
        <Table.ScrollContainer minWidth={860}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.number')}</Table.Th>
                <Table.Th>{t('list.arrived')}</Table.Th>
                <Table.Th>{t('list.items')}</Table.Th>
                <Table.Th>{t('list.storage')}</Table.Th>
                <Table.Th>{t('list.status')}</Table.Th>
                <Table.Th>{t('list.decision')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {returns.data?.returns.map((ret) => (
                <Table.Tr key={ret.id} data-testid={`return-${ret.number}`}>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>{formatDate(ret.arrived_at)}</Table.Td>
                  <Table.Td>
                    <ReturnItems items={ret.items} />
                  </Table.Td>
                  <Table.Td>
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
                  </Table.Td>
                  <Table.Td>
                    <ReturnStatusBadge status={ret.status} />
                  </Table.Td>
                  <Table.Td>
                    {ret.decision ? (
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
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pagination page={filters.page} total={total} onChange={(page) => setFilters({ page })} />
      </ListCard>
      <DecisionDialog ret={deciding} onClose={() => setDeciding(null)} />
    </Page>
  );
}
