import { ActionIcon, Fieldset, Group, NumberInput, SimpleGrid, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { nationalPostCreateBodySchema } from '@cabinet/contracts/national-post';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { CustomsCodePicker } from '../../customs-codes/components/customs-code-picker.tsx';
import type { Values } from './form-values.ts';

/** One item of the parcel: both names, quantity, weight and value of one, origin, and its HS code from the picker. */
export function ItemFields({ form, index: i }: { form: UseFormReturnType<Values>; index: number }) {
  const { t } = useTranslation('national-post');
  return (
    <Fieldset legend={t('new.line', { n: i + 1 })}>
      <Stack gap="xs">
        <Group justify="flex-end">
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={form.values.lines.length === 1}
            aria-label={t('new.remove_line', { n: i + 1 })}
            onClick={() => form.removeListItem('lines', i)}
          >
            ×
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <LimitedTextInput
            schema={nationalPostCreateBodySchema}
            field={`lines.${i}.name_ua`}
            label={t('new.name_ua')}
            required
            {...form.getInputProps(`lines.${i}.name_ua`)}
          />
          <LimitedTextInput
            schema={nationalPostCreateBodySchema}
            field={`lines.${i}.name_en`}
            label={t('new.name_en')}
            required
            {...form.getInputProps(`lines.${i}.name_en`)}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <NumberInput
            label={t('new.quantity')}
            required
            min={1}
            allowDecimal={false}
            {...form.getInputProps(`lines.${i}.quantity`)}
          />
          <NumberInput
            label={t('new.line_weight_g')}
            required
            min={1}
            allowDecimal={false}
            {...form.getInputProps(`lines.${i}.weight_g`)}
          />
          <AmountInput
            label={t('new.unit_value')}
            currency={form.values.currency}
            required
            {...form.getInputProps(`lines.${i}.unit_value`)}
          />
          <LimitedTextInput
            schema={nationalPostCreateBodySchema}
            field={`lines.${i}.origin`}
            label={t('new.origin')}
            required
            maxLength={2}
            {...form.getInputProps(`lines.${i}.origin`)}
          />
        </SimpleGrid>
        <CustomsCodePicker
          label={t('new.hs_code')}
          required
          value={form.values.lines[i]!.hs_code || null}
          onChange={(code) => form.setFieldValue(`lines.${i}.hs_code`, code ?? '')}
          error={form.errors[`lines.${i}.hs_code`]}
        />
      </Stack>
    </Fieldset>
  );
}
