import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Purchase } from '@cabinet/contracts/purchases';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { PurchaseStatusBadge } from './purchase-status-badge.tsx';

/** A purchase's items, its quote with the expiry, what was paid and returned, the shop's order and tracking. */
export function PurchaseDetails({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('purchases');
  const q = purchase.quote;
  const facts: [string, string][] = [
    ...(q
      ? ([
          [t('quote.items'), formatMoney(q.items)],
          [t('quote.sales_tax'), formatMoney(q.sales_tax)],
          [t('quote.us_shipping'), formatMoney(q.us_shipping)],
          [t('quote.fee'), formatMoney(q.fee)],
          [t('quote.total'), formatMoney(q.total)],
          [t('quote.expires_at'), formatDateTime(q.expires_at)],
        ] as [string, string][])
      : []),
    ...(purchase.paid ? ([[t('details.paid'), formatMoney(purchase.paid)]] as [string, string][]) : []),
    ...(purchase.refunded ? ([[t('details.refunded'), formatMoney(purchase.refunded)]] as [string, string][]) : []),
    ...(purchase.shop_order_number
      ? ([[t('details.shop_order_number'), purchase.shop_order_number]] as [string, string][])
      : []),
    ...(purchase.tracking ? ([[t('details.tracking'), purchase.tracking]] as [string, string][]) : []),
  ];
  return (
    <Stack gap="md">
      <Group gap="sm" data-testid="purchase-status">
        <Text fw={600}>{t('details.status')}</Text>
        <PurchaseStatusBadge status={purchase.status} />
      </Group>
      <ItemsCard items={purchase.items} />
      {facts.length > 0 && (
        <Card withBorder radius="lg" padding="lg" maw={560}>
          <Title order={2} size="h4" mb="sm">
            {t('details.money')}
          </Title>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {facts.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={220}>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </Stack>
  );
}

/** The items as the seller asked for them, with the quoted price and how many were bought. */
function ItemsCard({ items }: { items: Purchase['items'] }) {
  const { t } = useTranslation('purchases');
  return (
    <Card withBorder radius="lg" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('details.items')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('item.title')}</Table.Th>
              <Table.Th>{t('item.options')}</Table.Th>
              <Table.Th ta="right">{t('item.quantity')}</Table.Th>
              <Table.Th ta="right">{t('item.expected_price')}</Table.Th>
              <Table.Th ta="right">{t('item.price')}</Table.Th>
              <Table.Th ta="right">{t('item.bought')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <Anchor href={item.url} target="_blank" rel="noopener noreferrer">
                    {item.title}
                  </Anchor>
                  {item.notes && (
                    <Text size="xs" c="gray.7">
                      {item.notes}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{item.options}</Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right">{item.expected_price ? formatMoney(item.expected_price) : ''}</Table.Td>
                <Table.Td ta="right">{item.price ? formatMoney(item.price) : ''}</Table.Td>
                <Table.Td ta="right">{item.bought ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
