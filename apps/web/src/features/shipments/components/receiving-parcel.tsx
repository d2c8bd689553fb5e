import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Shipment, ShipmentStatus } from '@cabinet/contracts/shipments';
import type { OpsShipmentLookup } from '@cabinet/contracts/shipments-ops';
import { opsShipmentUrl } from '../../../shared/lib/paths.ts';
import { ReceiveForm } from './receive-form.tsx';

interface Props {
  found: OpsShipmentLookup & { receive_to: ShipmentStatus };
  onReceived: (shipment: Shipment) => void;
  /** Back to the scan field without receiving (a wrong parcel, one to look at later). */
  onPutAside: () => void;
}

/**
 * The scanned parcel: whose it is, its type, the box that travels (a bulk parcel's scan opens its master box), and
 * the receive form with empty measurements and the declared box beside them; the weight field has the focus.
 */
export function ReceivingParcel({ found, onReceived, onPutAside }: Props) {
  const { t } = useTranslation('shipments');
  const s = found.shipment;
  const title = t('ops.receiving.parcel', { number: s.number });
  const kind = [t(`types.${s.type}`), s.delivery_type && t(`delivery_types.${s.delivery_type}`)].filter(Boolean);
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" align="start">
          <Stack gap={2}>
            <Title order={2} size="h4">
              <Anchor component={Link} to={opsShipmentUrl(s.id)} inherit>
                {title}
              </Anchor>
            </Title>
            <Text size="sm">{t('ops.receiving.seller', { name: found.owner.name, email: found.owner.email })}</Text>
            <Text size="sm">{kind.join(' · ')}</Text>
          </Stack>
          <Button variant="default" onClick={onPutAside}>
            {t('ops.receiving.cancel')}
          </Button>
        </Group>
        {found.via_parcel && (
          <Alert color="blue">{t('ops.receiving.via_parcel', { parcel: found.via_parcel, number: s.number })}</Alert>
        )}
        <ReceiveForm
          key={`${s.id}-${s.status_changed_at}`}
          id={s.id}
          into={found.receive_to}
          declared={{
            weight_kg: s.fact_weight_g / 1000,
            length_cm: s.dimensions.length_cm,
            width_cm: s.dimensions.width_cm,
            height_cm: s.dimensions.height_cm,
          }}
          onReceived={onReceived}
          autoFocus
        />
      </Stack>
    </Card>
  );
}
