import { Button, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import type { DeliveryType } from '@cabinet/contracts/tariffs';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useChangeDeliveryType, useDeliveryOptions } from '../api/delivery-fix.ts';

/** Why the parcel waits, in words: the measured box and what its delivery type takes. */
export function DeliveryProblem({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  const reason = shipment.delivery_problem;
  const words = reason ? t(`exclusions.${reason}`, { defaultValue: t('pending.fix_delivery.unknown') }) : '';
  return (
    <Text size="sm">
      {t('pending.fix_delivery.why', { type: t(`delivery_types.${shipment.delivery_type}`), reason: words })}
    </Text>
  );
}

/**
 * A parcel its delivery type does not take as measured (issue 23): the types that do, each with its new price and
 * what it holds or gives back; or the way back, which support arranges.
 */
export function FixDelivery({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('shipments');
  const options = useDeliveryOptions(shipment.id, true);
  const change = useChangeDeliveryType(shipment.id);
  const attempt = useIdempotencyKey();
  const [choice, setChoice] = useState<DeliveryType | null>(null);
  const run = () =>
    choice &&
    change.mutate(
      { deliveryType: choice, headers: attempt.headers },
      {
        onSuccess: () => {
          attempt.renew();
          notifySuccess(t('pending.fix_delivery.done', { type: t(`delivery_types.${choice}`) }));
        },
      },
    );
  return (
    <Stack gap="xs">
      <DeliveryProblem shipment={shipment} />
      {options.isError && (
        <Text c="red.8" size="sm" role="alert">
          {errorMessage(options.error, t)}
        </Text>
      )}
      {options.data && options.data.options.length === 0 && <Text size="sm">{t('pending.fix_delivery.none')}</Text>}
      {options.data && options.data.options.length > 0 && (
        <Radio.Group
          label={t('pending.fix_delivery.choose')}
          value={choice}
          onChange={(v) => setChoice(v as DeliveryType)}
        >
          <Stack gap={6} mt={6}>
            {options.data.options.map((option) => (
              <Radio
                key={option.delivery_type}
                value={option.delivery_type}
                label={t('pending.fix_delivery.option', {
                  type: t(`delivery_types.${option.delivery_type}`),
                  price: formatMoney(option.price),
                  difference: formatMoney(option.difference),
                })}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {change.isError && (
        <Text c="red.8" size="sm" role="alert">
          {errorMessage(change.error, t)}
        </Text>
      )}
      <Text size="sm" c="gray.7">
        {t('pending.fix_delivery.or_back')}
      </Text>
      {options.data && options.data.options.length > 0 && (
        <div>
          <Button onClick={run} disabled={!choice} loading={change.isPending}>
            {t('pending.fix_delivery.submit')}
          </Button>
        </div>
      )}
    </Stack>
  );
}
