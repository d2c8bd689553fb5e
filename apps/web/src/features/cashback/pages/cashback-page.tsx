import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useCashback } from '../api/get-cashback.ts';
import { minorOf } from '../components/amounts.ts';
import { CashbackHistory } from '../components/cashback-history.tsx';
import { CashbackRulesText } from '../components/cashback-rules-text.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { problemMessage } from '../components/problem.ts';
import { RedeemForm } from '../components/redeem-form.tsx';
import { Can } from '../../../shared/session/permissions.tsx';

/** /cashback (§2): the cashback balance, how it is earned, its history, and moving it to the balance. */
export function CashbackPage() {
  const { t } = useTranslation('cashback');
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const cashback = useCashback(filters.page);
  const [redeeming, setRedeeming] = useState(false);
  const data = cashback.data;
  const balance = data ? minorOf(data.balance) : 0;
  const minimum = data ? minorOf(data.minimum_redeem) : 0;

  return (
    <Page title={t('cashback.title')} caption={t('cashback.caption')} loading={cashback.isPending}>
      {cashback.isError && !data && (
        <Alert color="red" variant="light" title={problemMessage(cashback.error, t)} role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void cashback.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {data && (
        <Stack gap="md">
          <Card withBorder padding="md">
            <Group justify="space-between" align="center" wrap="wrap" gap="md">
              <Stack gap={2}>
                <Text size="sm" c="gray.7" id="cashback-balance-label">
                  {t('cashback.balance')}
                </Text>
                <Text size="xl" fw={700} aria-labelledby="cashback-balance-label" data-testid="cashback-balance">
                  {formatMoney(data.balance)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end">
                <Can permission="money.write">
                  <Button onClick={() => setRedeeming(true)} disabled={balance < minimum}>
                    {t('redeem.open')}
                  </Button>
                </Can>
                {balance < minimum && (
                  <Text size="xs" c="gray.7">
                    {t('redeem.too_little', { minimum: formatMoney(data.minimum_redeem) })}
                  </Text>
                )}
              </Stack>
            </Group>
          </Card>
          <Card withBorder padding="md">
            <CashbackRulesText rules={data.rules} minimum={formatMoney(data.minimum_redeem)} />
          </Card>
          <ListCard
            title={t('history.title')}
            caption={t('history.total', { total: data.history.total })}
            empty={data.history.entries.length === 0}
            emptyText={t('history.empty')}
            loading={cashback.isFetching}
            pager={{ page: filters.page, pages: pageCount(data.history), onChange: (page) => setFilters({ page }) }}
          >
            <CashbackHistory entries={data.history.entries} />
          </ListCard>
        </Stack>
      )}
      <DialogFrame opened={redeeming} onClose={() => setRedeeming(false)} title={t('redeem.title')}>
        <RedeemForm
          balance={balance}
          minimum={minimum}
          onDone={() => setRedeeming(false)}
          onCancel={() => setRedeeming(false)}
        />
      </DialogFrame>
    </Page>
  );
}
