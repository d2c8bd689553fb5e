import { useEffect } from 'react';
import { Table, Tabs, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paymentTypes, type PaymentType } from '@cabinet/contracts/money-reports';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { paymentsUrl } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { usePayments } from '../api/get-payments.ts';
import { kindLabel } from '../components/kind-label.ts';
import { LoadFailure } from '../components/load-failure.tsx';

/**
 * /payments/{type} — incoming or sent payments (§2 menu "Payments"), five per page (§9), the page in the URL.
 * Tabs switch between the two lists.
 */
export function PaymentsPage() {
  const { t } = useTranslation('invoices');
  const navigate = useNavigate();
  const type: PaymentType = useLocation().pathname === paymentsUrl('sent') ? 'sent' : 'incoming';
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const page = Math.max(1, filters.page);
  const list = usePayments(type, page);
  const data = list.data;
  const pages = data ? Math.ceil(data.total / data.on_page) : 0;

  useEffect(() => {
    if (data && !list.isPlaceholderData && data.total > 0 && page > pages)
      setFilters({ page: pages }, { replace: true });
  }, [data, list.isPlaceholderData, page, pages, setFilters]);

  return (
    <Page title={t(`payments.title_${type}`)} caption={t(`payments.caption_${type}`)} loading={list.isPending}>
      <Tabs value={type} onChange={(next) => next && void navigate(paymentsUrl(next as PaymentType))}>
        <Tabs.List>
          {paymentTypes.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`payments.tab_${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.isError && !data ? (
        <LoadFailure error={list.error} retry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <ListCard
          title={t(`payments.tab_${type}`)}
          caption={data ? t('payments.total', { total: data.total }) : undefined}
          empty={data?.payments.length === 0}
          emptyText={t(`payments.empty_${type}`)}
          loading={list.isFetching && list.isPlaceholderData}
          error={list.isError ? errorMessage(list.error, t) : null}
        >
          <Table.ScrollContainer minWidth={560}>
            <Table striped aria-label={t(`payments.tab_${type}`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.date')}</Table.Th>
                  <Table.Th>{t('columns.operation')}</Table.Th>
                  <Table.Th ta="right">{t('columns.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{formatDateTime(payment.created_at)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{kindLabel(t, payment.kind)}</Text>
                      {payment.description && (
                        <Text size="xs" c="gray.7">
                          {payment.description}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" fw={600} c={type === 'incoming' ? 'teal.9' : 'red.9'}>
                      {type === 'incoming' ? '+' : '−'}
                      {formatMoney(payment.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pagination page={page} total={pages} onChange={(next) => setFilters({ page: next })} />
        </ListCard>
      )}
    </Page>
  );
}
