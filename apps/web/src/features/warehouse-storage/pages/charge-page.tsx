import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { DataTable } from '../../../shared/ui/data-table.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { useCharge } from '../api/get-charges.ts';
import { ChargeStatusBadge } from '../components/charge-status-badge.tsx';
import { groupName } from '../components/group-name.ts';
import { periodText } from '../components/period-text.ts';
import { StorageGroupsTable } from '../components/storage-groups-table.tsx';

/** /warehouse/charges/{id} (§2): one month's storage charge, by warehouse group and by product. */
export function ChargePage() {
  const { t, i18n } = useTranslation('warehouse-storage');
  const id = Number(useParams().id);
  const charge = useCharge(id);
  const data = charge.data;
  return (
    <Page
      title={data ? t('charge.title', { period: periodText(t, data.period) }) : t('charges.title')}
      back={paths.warehouseCharges}
      loading={charge.isPending}
    >
      {charge.isError && <Alert color="red" variant="light" role="alert" title={errorMessage(charge.error, t)} />}
      {data && (
        <Stack gap="md">
          <Card withBorder padding="md">
            <Group gap="xl">
              <Text>
                {t('charges.amount')}: <strong>{formatMoney(data.amount)}</strong>
              </Text>
              <ChargeStatusBadge status={data.status} />
              <Text size="sm" c="gray.7">
                {data.paid_at ? t('charge.paid_at', { date: formatDateTime(data.paid_at) }) : t('charge.due_note')}
              </Text>
            </Group>
          </Card>
          <Card withBorder padding="md">
            <StorageGroupsTable figures={data} caption={t('charge.groups')} />
          </Card>
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="sm">
              {t('charge.products')}
            </Title>
            <DataTable
              label={t('charge.products')}
              columns={[
                { id: 'sku', header: t('charge.sku'), keyFact: true, cell: (p) => p.sku },
                // The seller's own Ukrainian name on a Ukrainian page; the customs English one otherwise.
                {
                  id: 'product',
                  header: t('charge.product'),
                  cell: (p) => (i18n.language === 'ua' ? p.title_uk : p.title),
                },
                { id: 'group', header: t('groups.group'), cell: (p) => groupName(t, p.group) },
                { id: 'unit_days', header: t('charge.unit_days'), cell: (p) => p.unit_days },
                { id: 'outflow', header: t('groups.outflow'), cell: (p) => p.outflow },
                {
                  id: 'cost',
                  header: t('charge.cost_before_discount'),
                  keyFact: true,
                  cell: (p) => formatMoney(p.storage_cost),
                },
              ]}
              rows={data.products}
              rowKey={(p) => p.product_id}
              minWidth={640}
              verticalSpacing="xs"
            />
          </Card>
        </Stack>
      )}
    </Page>
  );
}
