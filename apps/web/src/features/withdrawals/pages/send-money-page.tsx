import { useState } from 'react';
import { Alert, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../shared/api/balance.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { ListCard, pageCount } from '../../../shared/ui/list-card.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useTransfers } from '../api/transfers.ts';
import { minorOf } from '../components/amounts.ts';
import { canMoveMoney } from '../components/can-move-money.ts';
import { NoWriteAlert } from '../components/no-write-alert.tsx';
import { TransferForm } from '../components/transfer-form.tsx';
import { TransferTable } from '../components/transfer-table.tsx';

/** /send-money: a transfer to another seller, and what was sent and received. */
export function SendMoneyPage() {
  const { t } = useTranslation('withdrawals');
  const user = useCurrentUser();
  const canWrite = canMoveMoney(user);
  const balance = useBalance();
  const [page, setPage] = useState(1);
  const list = useTransfers(page);
  const blocked = balance.data?.withdrawal_blocked ?? false;

  return (
    <Page title={t('send.title')} caption={t('send.caption')} loading={balance.isPending}>
      <Stack gap="md">
        {!canWrite && <NoWriteAlert />}
        {blocked && <Alert color="red" variant="light" title={t('problems.transfers_blocked')} role="alert" />}
        {canWrite && balance.data && (
          <Card withBorder padding="lg" radius="lg">
            <Stack gap="md">
              <Text size="sm">
                {t('send.available')}{' '}
                <Text span fw={600}>
                  {formatMoney(balance.data.available_for_withdrawal)}
                </Text>
              </Text>
              <TransferForm available={minorOf(balance.data.available_for_withdrawal)} disabled={blocked} />
            </Stack>
          </Card>
        )}
        <ListCard
          title={t('send.history')}
          empty={list.data?.transfers.length === 0}
          emptyText={t('send.empty')}
          query={list}
          pager={{ page, pages: pageCount(list.data), onChange: setPage }}
        >
          {list.data && <TransferTable transfers={list.data.transfers} />}
        </ListCard>
      </Stack>
    </Page>
  );
}
