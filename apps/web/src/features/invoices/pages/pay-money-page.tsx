import { Alert, Anchor, Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format.ts';
import { knownPath } from '../../../shared/lib/known-paths.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useInvoiceDue } from '../api/get-invoice.ts';
import { useInvoices } from '../api/get-invoices.ts';
import { checkoutUrl } from '../components/checkout-url.ts';
import { InvoiceTable } from '../components/invoice-table.tsx';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { minorOf } from '../components/money-math.ts';
import { Can } from '../../../shared/session/permissions.tsx';

/** /pay-money — what the seller owes: unpaid invoices, the total due against the available balance. */
export function PayMoneyPage() {
  const { t } = useTranslation('invoices');
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const page = Math.max(1, filters.page);
  const due = useInvoiceDue();
  const list = useInvoices({ page, status: 'unpaid' });
  const data = list.data;
  const short = due.data ? minorOf(due.data.total_due) > minorOf(due.data.available) : false;

  return (
    <Page title={t('pay_money.title')} caption={t('pay_money.caption')} loading={due.isPending}>
      {due.isError ? (
        <LoadFailure error={due.error} retry={() => void due.refetch()} retrying={due.isFetching} />
      ) : (
        due.data && (
          <Card withBorder>
            <Stack gap="sm">
              <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="md" m={0}>
                {(
                  [
                    [t('pay_money.unpaid_count'), String(due.data.count), 'due-count'],
                    [t('pay_money.total_due'), formatMoney(due.data.total_due), 'due-total'],
                    [t('pay_money.available'), formatMoney(due.data.available), 'due-available'],
                  ] as const
                ).map(([label, value, testId]) => (
                  <Stack key={testId} gap={2}>
                    <Text component="dt" size="sm" c="gray.7">
                      {label}
                    </Text>
                    <Text component="dd" m={0} fw={700} size="xl" data-testid={testId}>
                      {value}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
              {short && (
                <Alert color="orange" variant="light" title={t('pay_money.short_title')}>
                  {t('pay_money.short_text')}{' '}
                  {knownPath(paths.topUp) && (
                    <Anchor component={Link} to={paths.topUp}>
                      {t('pay.top_up')}
                    </Anchor>
                  )}
                </Alert>
              )}
            </Stack>
          </Card>
        )
      )}
      <ListCard
        title={t('pay_money.list')}
        actions={
          <Button component={Link} to={paths.invoices} variant="default" size="xs">
            {t('pay_money.all_invoices')}
          </Button>
        }
        empty={data?.invoices.length === 0}
        emptyText={t('pay_money.nothing_due')}
        query={list}
        pager={{ page, pages: pageCount(data), onChange: (next) => setFilters({ page: next }) }}
      >
        <InvoiceTable
          label={t('pay_money.list')}
          invoices={data?.invoices ?? []}
          action={(invoice) => (
            <Can permission="money.write">
              <Button
                component={Link}
                to={checkoutUrl(invoice.id)}
                size="xs"
                aria-label={t('pay.pay_number', { number: invoice.number })}
              >
                {t('pay.button')}
              </Button>
            </Can>
          )}
        />
      </ListCard>
    </Page>
  );
}
