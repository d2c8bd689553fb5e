import { ActionIcon, Group, NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { returnRegisterBodySchema } from '@cabinet/contracts/returns-ops';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import type { RegisterReturnValues } from './register-return-values.ts';

/** What came back, an item a row: its name and how many; the last row stays. */
export function ReturnItemFields({ form }: { form: UseFormReturnType<RegisterReturnValues> }) {
  const { t } = useTranslation('returns');
  return form.values.items.map((_, index) => (
    <Group key={index} align="flex-end" wrap="nowrap">
      <LimitedTextInput
        schema={returnRegisterBodySchema}
        field={`items.${index}.name`}
        label={t('ops.register.item_name', { n: index + 1 })}
        required
        flex={1}
        {...form.getInputProps(`items.${index}.name`)}
      />
      <NumberInput
        label={t('ops.register.quantity')}
        min={1}
        allowDecimal={false}
        w={110}
        {...form.getInputProps(`items.${index}.quantity`)}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        mb={4}
        disabled={form.values.items.length === 1}
        aria-label={t('ops.register.remove_item', { n: index + 1 })}
        onClick={() => form.removeListItem('items', index)}
      >
        ×
      </ActionIcon>
    </Group>
  ));
}
