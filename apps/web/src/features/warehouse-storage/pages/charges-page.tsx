import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { warehouseChargeUrl } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { CHARGES_ON_PAGE, useCharges } from '../api/get-charges.ts';
import { ChargeStatusBadge } from '../components/charge-status-badge.tsx';
import { periodText } from '../components/period-text.ts';

/** /warehouse/charges (§2): the monthly storage charges, each opening its breakdown. */
export function ChargesPage() {
  const { t } = useTranslation('warehouse-storage');
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const charges = useCharges(filters.page);
  const total = charges.data ? Math.ceil(charges.data.total / CHARGES_ON_PAGE) : 0;
  return (
    <Page title={t('charges.title')} caption={t('charges.caption')}>
      <ListCard
        empty={charges.data?.charges.length === 0}
        emptyText={t('charges.empty')}
        loading={charges.isFetching}
        error={charges.isError ? errorMessage(charges.error, t) : null}
      >
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('charges.period')}</Table.Th>
                <Table.Th>{t('charges.amount')}</Table.Th>
                <Table.Th>{t('charges.status')}</Table.Th>
                <Table.Th>{t('charges.paid_at')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {charges.data?.charges.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} to={warehouseChargeUrl(c.id)}>
                      {periodText(t, c.period)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatMoney(c.amount)}</Table.Td>
                  <Table.Td>
                    <ChargeStatusBadge status={c.status} />
                  </Table.Td>
                  <Table.Td>{c.paid_at ? formatDateTime(c.paid_at) : '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pagination page={filters.page} total={total} onChange={(page) => setFilters({ page })} />
      </ListCard>
    </Page>
  );
}
