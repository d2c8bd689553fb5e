import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useParcelProducts } from '../api/get-shipment.ts';

/** What the parcel holds (GET /shipping/parcel_products/{id}): customs names, quantity, value, HS code. */
export function ShipmentProducts({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation('shipments');
  const products = useParcelProducts(shipmentId);
  if (products.isError) return <Text c="red.8">{errorMessage(products.error, t)}</Text>;
  if (!products.data) return <Text c="dimmed">{t('status.loading')}</Text>;
  if (products.data.length === 0) return <Text c="dimmed">{t('detail.no_products')}</Text>;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('form.name_ua')}</Table.Th>
            <Table.Th>{t('form.name_en')}</Table.Th>
            <Table.Th ta="right">{t('form.quantity')}</Table.Th>
            <Table.Th ta="right">{t('form.unit_value')}</Table.Th>
            <Table.Th>{t('form.hs_code')}</Table.Th>
            <Table.Th>{t('form.sku')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.data.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.name_ua}</Table.Td>
              <Table.Td>{line.name_en}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.unit_value)}</Table.Td>
              <Table.Td>{line.hs_code}</Table.Td>
              <Table.Td>{line.sku || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
