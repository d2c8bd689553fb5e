import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHIP_ORDERS, type Order } from '@cabinet/contracts/orders';
import { shipmentFromOrderUrl, shipmentUrl } from '../../../shared/lib/paths.ts';
import { useCan } from '../../../shared/session/permissions.tsx';
import { DialogFrame } from '../../../shared/ui/dialog-frame.tsx';
import { CancelForm } from './cancel-form.tsx';
import { SetTrackForm } from './set-track-form.tsx';

/**
 * What the seller can do with the order: make its shipment (§5: one per order — once made, its link instead), push
 * a track to the marketplace, cancel it there (Etsy's API cannot: it is said instead).
 */
export function OrderActions({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const canShip = useCan(...SHIP_ORDERS);
  const canWrite = useCan('integrations.write');
  const [dialog, setDialog] = useState<'track' | 'cancel' | null>(null);
  const close = () => setDialog(null);
  // An order the marketplace ships itself (Amazon FBA) has nothing for the seller to ship or track.
  const open = order.status !== 'cancelled' && !order.fulfilled_by_marketplace;
  const marketplace = t(`kinds.${order.kind}`);
  const cancellable = order.cancel_reasons.length > 0;

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {order.shipment ? (
          <Button component={Link} to={shipmentUrl(order.shipment.id)} variant="light">
            {t('order_actions.shipment', { number: order.shipment.number })}
          </Button>
        ) : (
          canShip &&
          open && (
            <Button component={Link} to={shipmentFromOrderUrl(order.id)}>
              {t('order_actions.create_shipment')}
            </Button>
          )
        )}
        {canWrite && open && (
          <Button variant="default" onClick={() => setDialog('track')}>
            {t('order_actions.send_tracking')}
          </Button>
        )}
        {canWrite && open && cancellable && (
          <Button variant="light" color="red" onClick={() => setDialog('cancel')}>
            {t('order_actions.cancel')}
          </Button>
        )}
      </Group>
      {order.fulfilled_by_marketplace && (
        <Text size="sm" c="gray.7">
          {t('order_actions.fulfilled_by_marketplace', { marketplace })}
        </Text>
      )}
      {order.cancel_requested && open && (
        <Alert color="orange" variant="light" data-testid="cancel-requested">
          {t('order_actions.cancel_requested', { marketplace })}
        </Alert>
      )}
      {canWrite && open && !cancellable && (
        <Text size="sm" c="gray.7">
          {t('cancel.not_supported', { marketplace })}
        </Text>
      )}
      <DialogFrame
        opened={dialog === 'track'}
        onClose={close}
        title={t('track.title', { number: order.number, marketplace })}
      >
        <SetTrackForm order={order} onDone={close} onCancel={close} />
      </DialogFrame>
      <DialogFrame opened={dialog === 'cancel'} onClose={close} title={t('cancel.title', { number: order.number })}>
        <CancelForm order={order} onDone={close} onCancel={close} />
      </DialogFrame>
    </Stack>
  );
}
