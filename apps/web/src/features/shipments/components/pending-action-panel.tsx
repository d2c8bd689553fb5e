import { Alert, Button, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useBuyConsolidationLabel, useConsolidationRates } from '../api/consolidation.ts';
import { usePayDifference } from '../api/pay-difference.ts';
import { DeliveryProblem, FixDelivery } from './fix-delivery.tsx';

function PayDifference({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  const pay = usePayDifference(shipment.id);
  const attempt = useIdempotencyKey();
  const run = () =>
    pay.mutate(attempt.headers, {
      onSuccess: () => {
        attempt.renew();
        notifySuccess(t('pending.paid'));
      },
    });
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('pending.pay_difference', { amount: shipment.amount_due ? formatMoney(shipment.amount_due) : '' })}
      </Text>
      {pay.isError && (
        <Text c="red.8" size="sm" role="alert">
          {errorMessage(pay.error, t)}
        </Text>
      )}
      <div>
        <Button onClick={run} loading={pay.isPending}>
          {t('pending.pay', { amount: shipment.amount_due ? formatMoney(shipment.amount_due) : '' })}
        </Button>
      </div>
    </Stack>
  );
}

function BuyLabel({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  const rates = useConsolidationRates(shipment.id, true);
  const buy = useBuyConsolidationLabel(shipment.id);
  const attempt = useIdempotencyKey();
  const [choice, setChoice] = useState<DeliveryType | null>(null);
  if (rates.isError)
    return (
      <Text c="red.8" size="sm">
        {errorMessage(rates.error, t)}
      </Text>
    );
  if (!rates.data) return <Text size="sm">{t('status.loading')}</Text>;
  if (rates.data.length === 0) return <Text size="sm">{t('quote.no_rates')}</Text>;
  const run = () =>
    choice &&
    buy.mutate(
      { deliveryType: choice, headers: attempt.headers },
      {
        onSuccess: () => {
          attempt.renew();
          notifySuccess(t('pending.label_bought'));
        },
      },
    );
  return (
    <Stack gap="xs">
      <Radio.Group label={t('pending.choose_rate')} value={choice} onChange={(v) => setChoice(v as DeliveryType)}>
        <Stack gap={6} mt={6}>
          {rates.data.map((rate) => (
            <Radio
              key={rate.delivery_type}
              value={rate.delivery_type}
              label={t('pending.rate', {
                type: t(`delivery_types.${rate.delivery_type}`),
                price: formatMoney(rate.price),
                min: rate.delivery_days.min,
                max: rate.delivery_days.max,
              })}
            />
          ))}
        </Stack>
      </Radio.Group>
      {buy.isError && (
        <Text c="red.8" size="sm" role="alert">
          {errorMessage(buy.error, t)}
        </Text>
      )}
      <div>
        <Button onClick={run} disabled={!choice} loading={buy.isPending}>
          {t('pending.buy_label')}
        </Button>
      </div>
    </Stack>
  );
}

/** What the seller has to do for this shipment now (/shipments/process): pay a difference, buy the last leg, … */
export function PendingActionPanel({ shipment, canAct }: { shipment: Shipment; canAct: boolean }) {
  const { t } = useTranslation('shipments');
  const action = shipment.pending_action;
  if (!action) return null;
  return (
    <Alert color="yellow" variant="light" title={t(`pending_actions.${action}`)}>
      {canAct && action === 'pay_difference' && <PayDifference shipment={shipment} />}
      {canAct && action === 'buy_label' && <BuyLabel shipment={shipment} />}
      {action === 'hand_over' && <Text size="sm">{t(`pending.hand_over.${shipment.handover}`)}</Text>}
      {action === 'confirm_address' && <Text size="sm">{t('pending.confirm_address')}</Text>}
      {action === 'fix_delivery' &&
        (canAct ? <FixDelivery shipment={shipment} /> : <DeliveryProblem shipment={shipment} />)}
    </Alert>
  );
}
