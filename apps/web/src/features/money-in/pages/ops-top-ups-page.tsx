import { Button, Group, Select, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { topUpMethods, topUpStatuses, type OpsTopUp } from '@cabinet/contracts/money-in';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { ListCard } from '../../../shared/ui/list-card.tsx';
import { notifyError, notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { Pagination } from '../../../shared/ui/pagination.tsx';
import { useConfirmTransfer, useOpsTopUps } from '../api/ops-top-ups.ts';
import { moneyText } from '../components/money-text.ts';
import { PayoutForm } from '../components/payout-form.tsx';
import { TopUpStatusBadge } from '../components/top-up-status-badge.tsx';

const ALL = 'all';
type Filters = { status: string; method: string; page: number };

/** /ops/top-ups — bank transfers to confirm when the money is in the account; marketplace payouts to register. */
export function OpsTopUpsPage() {
  const { t } = useTranslation('money-in');
  const { filters, setFilters } = useListFilters<Filters>(
    { numbers: ['page'] },
    { status: 'pending', method: 'bank_transfer', page: 1 },
  );
  const list = useOpsTopUps({
    status: filters.status === ALL ? undefined : (filters.status as OpsTopUp['status']),
    method: filters.method === ALL ? undefined : (filters.method as OpsTopUp['method']),
    page: filters.page,
  });
  const confirmTransfer = useConfirmTransfer();
  const data = list.data;

  const onConfirm = async (row: OpsTopUp) => {
    try {
      await confirm({
        title: t('ops.confirm_title'),
        message: t('ops.confirm_text', {
          amount: moneyText(row.total),
          seller: row.seller_name || row.seller_email,
          reference: row.reference,
        }),
        actions: [{ label: t('ops.confirm'), value: true }],
      });
    } catch (error) {
      if (error instanceof DialogCancelled) return;
      throw error;
    }
    confirmTransfer.mutate(
      { id: row.id, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } },
      {
        onSuccess: () => notifySuccess(t('ops.confirmed', { reference: row.reference })),
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  };

  const option = (value: string, label: string) => ({ value, label });
  return (
    <Page title={t('ops.title')} caption={t('ops.caption')}>
      <Stack gap="lg">
        <Group align="end">
          <Select
            label={t('ops.status')}
            data={[option(ALL, t('ops.all')), ...topUpStatuses.map((s) => option(s, t(`status.${s}`)))]}
            value={filters.status}
            allowDeselect={false}
            onChange={(value) => value && setFilters({ status: value, page: 1 })}
            w={200}
          />
          <Select
            label={t('ops.method')}
            data={[option(ALL, t('ops.all')), ...topUpMethods.map((m) => option(m, t(`method.${m}`)))]}
            value={filters.method}
            allowDeselect={false}
            onChange={(value) => value && setFilters({ method: value, page: 1 })}
            w={220}
          />
        </Group>
        <ListCard
          title={t('ops.list')}
          caption={data ? t('ops.total', { total: data.total }) : undefined}
          empty={data?.top_ups.length === 0}
          loading={list.isFetching}
          error={list.isError ? errorMessage(list.error, t) : null}
        >
          <Table.ScrollContainer minWidth={860}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ops.date')}</Table.Th>
                  <Table.Th>{t('ops.seller')}</Table.Th>
                  <Table.Th>{t('ops.reference')}</Table.Th>
                  <Table.Th>{t('ops.method')}</Table.Th>
                  <Table.Th ta="right">{t('ops.amount')}</Table.Th>
                  <Table.Th>{t('ops.status')}</Table.Th>
                  <Table.Th>{t('ops.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.top_ups.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{formatDateTime(row.created_at)}</Table.Td>
                    <Table.Td>
                      {row.seller_name} · {row.seller_email} (№ {row.account_id})
                    </Table.Td>
                    <Table.Td>{row.reference}</Table.Td>
                    <Table.Td>{t(`method.${row.method}`)}</Table.Td>
                    <Table.Td ta="right">{moneyText(row.total)}</Table.Td>
                    <Table.Td>
                      <TopUpStatusBadge status={row.status} />
                    </Table.Td>
                    <Table.Td>
                      {row.method === 'bank_transfer' && row.status === 'pending' && (
                        <Button
                          size="compact-sm"
                          aria-label={`${t('ops.confirm')}: ${row.reference}`}
                          loading={confirmTransfer.isPending && confirmTransfer.variables?.id === row.id}
                          onClick={() => void onConfirm(row)}
                        >
                          {t('ops.confirm')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pagination
            page={filters.page}
            total={data ? Math.ceil(data.total / data.on_page) : 0}
            onChange={(page) => setFilters({ page })}
          />
        </ListCard>
        <PayoutForm />
      </Stack>
    </Page>
  );
}
