import { Box, Button, Fieldset, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { shipmentCreateBodySchema } from '@cabinet/contracts/shipments';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { CustomsCodePicker } from '../../customs-codes/components/customs-code-picker.tsx';
import type { LineValues, ShipmentFormValues } from './shipment-form-values.ts';

interface Props {
  form: UseFormReturnType<ShipmentFormValues>;
  /** The line's own path: `lines.N`, or `parcels.M.lines.N`. */
  path: string;
  line: LineValues;
  /** The line's number, from 1. */
  number: number;
  /** The last line stays: a parcel has at least one. */
  removable: boolean;
  onRemove: () => void;
}

/** One customs line: both names, quantity, value per unit, SKU and the customs code. */
export function LineFieldset({ form, path, line, number, removable, onRemove }: Props) {
  const { t } = useTranslation('shipments');
  return (
    <Fieldset legend={t('form.line', { number })} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <LimitedTextInput
          schema={shipmentCreateBodySchema}
          field={`${path}.name_ua`}
          label={t('form.name_ua')}
          required
          {...form.getInputProps(`${path}.name_ua`)}
        />
        <LimitedTextInput
          schema={shipmentCreateBodySchema}
          field={`${path}.name_en`}
          label={t('form.name_en')}
          description={t('form.latin_hint')}
          required
          {...form.getInputProps(`${path}.name_en`)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="sm">
        <NumberInput
          label={t('form.quantity')}
          required
          min={1}
          max={9999}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps(`${path}.quantity`)}
        />
        <TextInput
          label={t('form.unit_value')}
          required
          inputMode="decimal"
          leftSection="$"
          {...form.getInputProps(`${path}.unit_value`)}
        />
        <LimitedTextInput
          schema={shipmentCreateBodySchema}
          field={`${path}.sku`}
          label={t('form.sku')}
          description={t('form.sku_hint')}
          {...form.getInputProps(`${path}.sku`)}
        />
      </SimpleGrid>
      <Box mt="sm">
        <CustomsCodePicker
          label={t('form.hs_code')}
          required
          value={line.hs_code || null}
          onChange={(code) => form.setFieldValue(`${path}.hs_code`, code ?? '')}
          error={form.errors[`${path}.hs_code`]}
        />
      </Box>
      {removable && (
        <Button variant="subtle" color="red" size="compact-sm" mt="xs" onClick={onRemove}>
          {t('form.remove_line_named', { number })}
        </Button>
      )}
    </Fieldset>
  );
}
