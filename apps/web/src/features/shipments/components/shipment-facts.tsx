import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OpsShipmentDetail } from '@cabinet/contracts/shipments-ops';
import { formatMoney } from '../../../shared/lib/format.ts';
import { SellerLink } from '../../../shared/ui/seller-link.tsx';

interface BoxLike {
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      {typeof value === 'string' ? <Text size="sm">{value}</Text> : value}
    </Stack>
  );
}

/** What an operator needs at a glance: whose, what, how it is paid, and the box as declared and as measured. */
export function ShipmentFacts({ detail }: { detail: OpsShipmentDetail }) {
  const { t } = useTranslation('shipments');
  const s = detail.shipment;
  const none = t('ops.detail.none');
  const box = (b: BoxLike) =>
    t('ops.detail.box', { weight: b.weight_g / 1000, length: b.length_cm, width: b.width_cm, height: b.height_cm });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
      <Fact label={t('ops.detail.owner')} value={<SellerLink seller={detail.owner} />} />
      <Fact label={t('ops.detail.type')} value={t(`types.${s.type}`, { ns: 'shipments' })} />
      <Fact
        label={t('ops.detail.delivery_type')}
        value={s.delivery_type ? t(`delivery_types.${s.delivery_type}`, { ns: 'shipments' }) : none}
      />
      <Fact label={t('ops.detail.price')} value={formatMoney(s.price)} />
      <Fact
        label={t('ops.detail.payment_state')}
        value={
          s.amount_due
            ? `${t(`ops.payment_states.${s.payment_state}`)} · ${formatMoney(s.amount_due)}`
            : t(`ops.payment_states.${s.payment_state}`)
        }
      />
      <Fact
        label={t('ops.detail.pending_action')}
        value={s.pending_action ? t(`ops.pending_actions.${s.pending_action}`) : none}
      />
      <Fact label={t('ops.detail.declared')} value={box({ ...s.dimensions, weight_g: s.fact_weight_g })} />
      <Fact label={t('ops.detail.measured')} value={s.measured ? box(s.measured) : t('ops.detail.not_measured')} />
      <Fact
        label={t('ops.detail.recipient')}
        value={
          s.recipient ? `${s.recipient.first_name} ${s.recipient.last_name} · ${s.recipient.country}`.trim() : none
        }
      />
      <Fact label={t('ops.detail.track')} value={s.track_number ?? none} />
      <Fact label={t('ops.detail.internal_track')} value={s.internal_track ?? none} />
      <Fact label={t('ops.detail.parcels')} value={String(s.parcels_count)} />
    </SimpleGrid>
  );
}
