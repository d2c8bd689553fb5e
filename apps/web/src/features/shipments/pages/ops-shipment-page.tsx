import { Alert, Card, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useMayCall } from '../../../shared/session/current-operator.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useOpsShipment } from '../api/get-ops-shipment.ts';
import { DeskTimeline } from '../components/desk-timeline.tsx';
import { MovePanel } from '../components/move-panel.tsx';
import { ReceiveForm } from '../components/receive-form.tsx';
import { ShipmentFacts } from '../components/shipment-facts.tsx';
import { ShipmentStatusBadge } from '../../../shared/ui/shipment-status-badge.tsx';

/** /ops/shipments/:id — one shipment: facts, timeline, receive at a warehouse, the moves allowed now. */
export function OpsShipmentPage() {
  const { t } = useTranslation('shipments');
  const id = Number(useParams().id);
  const detail = useOpsShipment(id);
  const data = detail.data;
  const s = data?.shipment;
  // Support reads a parcel to answer its seller; the warehouse receives and moves it.
  const mayHandle = useMayCall(opsShipmentsApi.receive);
  return (
    <Page
      title={s ? t('ops.detail.title', { number: s.number }) : t('ops.detail.loading_title')}
      back={paths.opsShipments}
      loading={detail.isPending}
      actions={s && <ShipmentStatusBadge status={s.status} />}
    >
      {detail.isError && <Alert color="red" role="alert" title={errorMessage(detail.error, t)} />}
      {data && s && (
        <Stack gap="md">
          {s.pending_action === 'fix_delivery' && (
            <Alert color="red" role="status" title={t('ops.receiving.badge.held')}>
              {t('ops.receiving.outcome.held', {
                reason: t(`exclusions.${s.delivery_problem ?? 'not_offered'}`, {
                  defaultValue: t('ops.receiving.unfit'),
                }),
                type: s.delivery_type ? t(`delivery_types.${s.delivery_type}`) : '',
              })}
            </Alert>
          )}
          <Card withBorder>
            <ShipmentFacts detail={data} />
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Stack gap="md">
              {mayHandle && data.receive_to && (
                <Card withBorder>
                  <Title order={2} size="h4" mb="sm">
                    {t('ops.receive.title')}
                  </Title>
                  <ReceiveForm
                    key={s.status}
                    id={s.id}
                    into={data.receive_to}
                    declared={{
                      weight_kg: s.fact_weight_g / 1000,
                      length_cm: s.dimensions.length_cm,
                      width_cm: s.dimensions.width_cm,
                      height_cm: s.dimensions.height_cm,
                    }}
                  />
                </Card>
              )}
              {mayHandle && (
                <Card withBorder>
                  <Group justify="space-between" mb="sm">
                    <Title order={2} size="h4">
                      {t('ops.move.title')}
                    </Title>
                  </Group>
                  <MovePanel detail={data} />
                </Card>
              )}
            </Stack>
            <Card withBorder>
              <Title order={2} size="h4" mb="sm">
                {t('ops.detail.timeline')}
              </Title>
              <DeskTimeline events={data.events} />
            </Card>
          </SimpleGrid>
        </Stack>
      )}
    </Page>
  );
}
