import { Alert, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
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
            <Table.ScrollContainer
              minWidth={640}
              scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('charge.products') } }}
            >
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('charge.sku')}</Table.Th>
                    <Table.Th>{t('charge.product')}</Table.Th>
                    <Table.Th>{t('groups.group')}</Table.Th>
                    <Table.Th>{t('charge.unit_days')}</Table.Th>
                    <Table.Th>{t('groups.outflow')}</Table.Th>
                    <Table.Th>{t('charge.cost_before_discount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.products.map((p) => (
                    <Table.Tr key={p.product_id}>
                      <Table.Td>{p.sku}</Table.Td>
                      {/* The seller's own Ukrainian name on a Ukrainian page; the customs English one otherwise. */}
                      <Table.Td>{i18n.language === 'ua' ? p.title_uk : p.title}</Table.Td>
                      <Table.Td>{groupName(t, p.group)}</Table.Td>
                      <Table.Td>{p.unit_days}</Table.Td>
                      <Table.Td>{p.outflow}</Table.Td>
                      <Table.Td>{formatMoney(p.storage_cost)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        </Stack>
      )}
    </Page>
  );
}
