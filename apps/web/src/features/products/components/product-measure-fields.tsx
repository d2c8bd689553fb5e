import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MeasureInput } from '../../../shared/ui/measure-input.tsx';
import type { ProductValues } from './product-form-values.ts';

/** The cost, and the weight and sides of one unit (all optional). */
export function ProductMeasureFields({ form }: { form: UseFormReturnType<ProductValues> }) {
  const { t } = useTranslation('products');
  const unit = { kg: t('units.kg'), cm: t('units.cm') };
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('fields.cost')}
          description={t('form.cost_hint')}
          inputMode="decimal"
          rightSection="USD"
          rightSectionWidth={48}
          {...form.getInputProps('cost')}
        />
        <MeasureInput
          measure="kg"
          unitLabel={unit.kg}
          required={false}
          label={t('fields.weight')}
          {...form.getInputProps('weight_kg')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <MeasureInput
          measure="cm"
          unitLabel={unit.cm}
          required={false}
          label={t('fields.length')}
          {...form.getInputProps('length_cm')}
        />
        <MeasureInput
          measure="cm"
          unitLabel={unit.cm}
          required={false}
          label={t('fields.width')}
          {...form.getInputProps('width_cm')}
        />
        <MeasureInput
          measure="cm"
          unitLabel={unit.cm}
          required={false}
          label={t('fields.height')}
          {...form.getInputProps('height_cm')}
        />
      </SimpleGrid>
    </>
  );
}
