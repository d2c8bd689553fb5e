import { Group, Radio, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { bookTypes, variationTypes, type BookType, type VariationType } from '@cabinet/contracts/addresses';
import type { AddressValues } from './address-values.ts';

/** Who the entry is for (only a sender can be the default) and whether a person or a company. */
export function AddressTypeFields({ form }: { form: UseFormReturnType<AddressValues> }) {
  const { t } = useTranslation('addresses');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Radio.Group
        label={t('fields.book_type')}
        {...form.getInputProps('book_type')}
        onChange={(value) => {
          form.setFieldValue('book_type', value as BookType);
          if (value !== 'sender') form.setFieldValue('is_default', false);
        }}
      >
        <Group mt="xs">
          {bookTypes.map((b) => (
            <Radio key={b} value={b} label={t(`book_type.${b}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label={t('fields.variation_type')}
        {...form.getInputProps('variation_type')}
        onChange={(value) => form.setFieldValue('variation_type', value as VariationType)}
      >
        <Group mt="xs">
          {variationTypes.map((v) => (
            <Radio key={v} value={v} label={t(`variation_type.${v}`)} />
          ))}
        </Group>
      </Radio.Group>
    </SimpleGrid>
  );
}
