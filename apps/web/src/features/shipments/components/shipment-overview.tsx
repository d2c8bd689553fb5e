import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shipment, ShipmentParty } from '@cabinet/contracts/shipments';
import { formatMoney } from '../../../shared/lib/format.ts';
import { kilograms } from './box-weights.ts';
import { partyAddress, partyName } from './party-label.ts';

function Party({ title, party }: { title: string; party: ShipmentParty | null }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7">
        {title}
      </Text>
      {party ? (
        <>
          <Text fw={600}>{partyName(party)}</Text>
          <Text size="sm">{partyAddress(party)}</Text>
          {party.phone && <Text size="sm">{party.phone}</Text>}
        </>
      ) : (
        <Text>—</Text>
      )}
    </Stack>
  );
}

const sides = (d: { length_cm: number; width_cm: number; height_cm: number }) =>
  `${d.length_cm} × ${d.width_cm} × ${d.height_cm}`;

/** Parties, and the box as declared beside the warehouse's measurement; extras and tags. */
export function ShipmentOverview({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  const { measured } = shipment;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Party title={t('detail.sender')} party={shipment.sender} />
        <Party title={t('detail.recipient')} party={shipment.recipient} />
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('detail.box')}
      </Title>
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('detail.declared')}</Table.Th>
            <Table.Th>{t('detail.measured')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>{t('detail.sides')}</Table.Th>
            <Table.Td>{sides(shipment.dimensions)}</Table.Td>
            <Table.Td>{measured ? sides(measured) : t('detail.not_measured')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('detail.fact_weight')}</Table.Th>
            <Table.Td>{kilograms(shipment.fact_weight_g)}</Table.Td>
            <Table.Td>{measured ? kilograms(measured.weight_g) : '—'}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('detail.dimensional_weight')}</Table.Th>
            <Table.Td>{kilograms(shipment.dimensional_weight_g)}</Table.Td>
            <Table.Td>—</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Text size="sm">{t('detail.customs_value', { value: formatMoney(shipment.customs_value) })}</Text>
        <Text size="sm">
          {shipment.insurance
            ? t('detail.insured', { value: formatMoney(shipment.insurance) })
            : t('detail.not_insured')}
        </Text>
        <Text size="sm">{shipment.to_hands ? t('detail.to_hands') : t('detail.not_to_hands')}</Text>
        <Text size="sm">{t(`handover.${shipment.handover}`)}</Text>
        {shipment.order_number && <Text size="sm">{t('detail.order', { number: shipment.order_number })}</Text>}
        {shipment.tags.length > 0 && <Text size="sm">{t('detail.tags', { tags: shipment.tags.join(', ') })}</Text>}
      </SimpleGrid>
    </Stack>
  );
}
