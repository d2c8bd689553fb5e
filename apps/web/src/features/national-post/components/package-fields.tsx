import { NumberInput, Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  NATIONAL_POST_MAX_WEIGHT_G,
  nationalPostCategories,
  nationalPostPackageTypes,
} from '@cabinet/contracts/national-post';
import type { Values } from './form-values.ts';

/** The parcel's whole weight (grams) and its sides (centimetres), whole numbers. */
const MEASURES = ['weight_g', 'length_cm', 'width_cm', 'height_cm'] as const;

/** The package type (with its weight limit), the nature of the item, the currency of the values, and the measures. */
export function PackageFields({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation('national-post');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('new.package_type')}
          required
          allowDeselect={false}
          data={nationalPostPackageTypes.map((type) => ({
            value: type,
            label: t('new.package_option', {
              type: t(`package_types.${type}`),
              kg: NATIONAL_POST_MAX_WEIGHT_G[type] / 1000,
            }),
          }))}
          {...form.getInputProps('package_type')}
        />
        <Select
          label={t('new.category')}
          required
          allowDeselect={false}
          data={nationalPostCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
          {...form.getInputProps('category')}
        />
        <Select
          label={t('new.currency')}
          required
          allowDeselect={false}
          data={['USD', 'EUR']}
          {...form.getInputProps('currency')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {MEASURES.map((measure) => (
          <NumberInput
            key={measure}
            label={t(`new.${measure}`)}
            required
            min={1}
            allowDecimal={false}
            {...form.getInputProps(measure)}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
