import { SimpleGrid, Stack, Text } from '@mantine/core';
import { MeasureInput } from '../../../shared/ui/measure-input.tsx';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { boxWeights, kilograms } from './box-weights.ts';
import type { BoxValues } from './shipment-form-values.ts';

interface Props<Values> {
  /** The create form, or any form that holds a box (the documents price). */
  form: UseFormReturnType<Values>;
  /** `box`, or `parcels.N.box` for a parcel of a bulk shipment. */
  path: string;
  box: BoxValues;
}

/** Weight and the three sides, with the fact, dimensional and chargeable weight worked out as the seller types. */
export function BoxFields<Values>({ form, path, box }: Props<Values>) {
  const { t } = useTranslation('shipments');
  const weights = boxWeights(box);
  const side = (field: 'length_cm' | 'width_cm' | 'height_cm') => (
    <MeasureInput
      measure="cm"
      unitLabel={t('units.cm')}
      label={t(`form.${field}`)}
      {...form.getInputProps(`${path}.${field}`)}
    />
  );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <MeasureInput
          measure="kg"
          unitLabel={t('units.kg')}
          label={t('form.weight_kg')}
          {...form.getInputProps(`${path}.weight_kg`)}
        />
        {side('length_cm')}
        {side('width_cm')}
        {side('height_cm')}
      </SimpleGrid>
      <Text size="sm" c="dimmed" aria-live="polite">
        {weights
          ? t('form.weights', {
              fact: kilograms(weights.fact_g),
              dimensional: kilograms(weights.dimensional_g),
              chargeable: kilograms(weights.chargeable_g),
            })
          : t('form.weights_hint')}
      </Text>
    </Stack>
  );
}
