import { useId } from 'react';
import { Fieldset, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cabinet/contracts/orders';
import { rowOf, type ParcelQuantities } from './track-parcels.ts';

interface Props {
  order: Order;
  numbers: string[];
  quantities: ParcelQuantities;
  onChange(parcel: number, line: number, quantity: number): void;
  /** `parcels.N` (that parcel) and `packages` (the split as a whole), as `parcelErrors` and the server give them. */
  errors: Record<string, unknown>;
}

/** For each track number, how many of each of the order's items went in its parcel (several numbers only). */
export function TrackParcelsFields({ order, numbers, quantities, onChange, errors }: Props) {
  const { t } = useTranslation('orders');
  const overall = errors.packages;
  const titleId = useId();
  return (
    <Stack gap="sm" role="group" aria-labelledby={titleId}>
      <div>
        <Text id={titleId} fw={500} size="sm">
          {t('track.parcels')}
        </Text>
        <Text size="sm" c="gray.7">
          {t('track.parcels_hint')}
        </Text>
      </div>
      {numbers.map((number, index) => {
        const row = rowOf(order, quantities, index);
        const error = errors[`parcels.${index}`];
        return (
          <Fieldset key={index} legend={t('track.parcel', { index: index + 1, number })} variant="filled">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {order.lines.map((line, at) => (
                <NumberInput
                  key={line.external_id}
                  label={[line.title, line.variation].filter(Boolean).join(', ')}
                  description={t('track.in_order', { count: line.quantity })}
                  min={0}
                  max={line.quantity}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                  value={row[at] ?? 0}
                  onChange={(value) => onChange(index, at, typeof value === 'number' ? value : Number(value) || 0)}
                />
              ))}
            </SimpleGrid>
            {typeof error === 'string' && (
              <Text c="red.8" size="sm" mt="xs" role="alert">
                {error}
              </Text>
            )}
          </Fieldset>
        );
      })}
      {typeof overall === 'string' && (
        <Text c="red.8" size="sm" role="alert">
          {overall}
        </Text>
      )}
    </Stack>
  );
}
