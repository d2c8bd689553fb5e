import { Box, Button, Fieldset, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MAX_LINES, shipmentCreateBodySchema } from '@cabinet/contracts/shipments';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { CustomsCodePicker } from '../../customs-codes/components/customs-code-picker.tsx';
import { emptyLine, type LineValues, type ShipmentFormValues } from './shipment-form-values.ts';

interface Props {
  form: UseFormReturnType<ShipmentFormValues>;
  /** `lines`, or `parcels.N.lines` for a parcel of a bulk shipment. */
  path: string;
  lines: LineValues[];
}

/**
 * The parcel's customs lines: names in Ukrainian and English (§5: both, or no documents), quantity, value per
 * unit and the customs code, a 10-digit UKTVED leaf picked from the classification. Lines are added and removed freely.
 */
export function LineFields({ form, path, lines }: Props) {
  const { t } = useTranslation('shipments');
  const listError = form.errors[path];
  return (
    <Stack gap="sm">
      {lines.map((line, index) => (
        <Fieldset key={line.key} legend={t('form.line', { number: index + 1 })} variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <LimitedTextInput
              schema={shipmentCreateBodySchema}
              field={`${path}.${index}.name_ua`}
              label={t('form.name_ua')}
              required
              {...form.getInputProps(`${path}.${index}.name_ua`)}
            />
            <LimitedTextInput
              schema={shipmentCreateBodySchema}
              field={`${path}.${index}.name_en`}
              label={t('form.name_en')}
              description={t('form.latin_hint')}
              required
              {...form.getInputProps(`${path}.${index}.name_en`)}
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
              {...form.getInputProps(`${path}.${index}.quantity`)}
            />
            <TextInput
              label={t('form.unit_value')}
              required
              inputMode="decimal"
              leftSection="$"
              {...form.getInputProps(`${path}.${index}.unit_value`)}
            />
            <LimitedTextInput
              schema={shipmentCreateBodySchema}
              field={`${path}.${index}.sku`}
              label={t('form.sku')}
              description={t('form.sku_hint')}
              {...form.getInputProps(`${path}.${index}.sku`)}
            />
          </SimpleGrid>
          <Box mt="sm">
            <CustomsCodePicker
              label={t('form.hs_code')}
              required
              value={line.hs_code || null}
              onChange={(code) => form.setFieldValue(`${path}.${index}.hs_code`, code ?? '')}
              error={form.errors[`${path}.${index}.hs_code`]}
            />
          </Box>
          {lines.length > 1 && (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              mt="xs"
              onClick={() => form.removeListItem(path, index)}
            >
              {t('form.remove_line_named', { number: index + 1 })}
            </Button>
          )}
        </Fieldset>
      ))}
      {typeof listError === 'string' && (
        <Text c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <div>
        <Button
          variant="light"
          disabled={lines.length >= MAX_LINES}
          onClick={() => form.insertListItem(path, emptyLine())}
        >
          {t('form.add_line')}
        </Button>
      </div>
    </Stack>
  );
}
