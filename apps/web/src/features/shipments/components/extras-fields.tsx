import { Checkbox, Radio, SimpleGrid, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  INSURANCE_MIN_MINOR,
  INSURANCE_RATE_PERCENT,
  MAX_TAGS,
  TO_HANDS_FEE_MINOR,
  handoverMethods,
  isBulkType,
  shipmentCreateBodySchema,
} from '@cabinet/contracts/shipments';
import { fromMinor } from '@cabinet/contracts/money';
import { maxLengthOf } from '../../../shared/forms/schema-limits.ts';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import type { ShipmentFormValues } from './shipment-form-values.ts';

/** How the parcel reaches us, extra services, tags, and the marketplace order it fulfils. */
export function ExtrasFields({ form }: { form: UseFormReturnType<ShipmentFormValues> }) {
  const { t } = useTranslation('shipments');
  const bulk = isBulkType(form.values.type);
  // A tag's message arrives at `tags.N`; the input is one, so it shows the first.
  const tagError = Object.entries(form.errors).find(([path]) => path.startsWith('tags.'))?.[1];
  return (
    <Stack gap="md">
      <Radio.Group label={t('form.handover')} required {...form.getInputProps('handover')}>
        <Stack gap={6} mt={6}>
          {handoverMethods.map((method) => (
            <Radio key={method} value={method} label={t(`handover.${method}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Stack gap={6}>
        <Checkbox
          label={t('form.insurance')}
          description={t('form.insurance_hint', {
            percent: INSURANCE_RATE_PERCENT,
            minimum: fromMinor(INSURANCE_MIN_MINOR),
          })}
          {...form.getInputProps('insurance', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('form.to_hands')}
          description={t('form.to_hands_hint', { fee: fromMinor(TO_HANDS_FEE_MINOR) })}
          {...form.getInputProps('to_hands', { type: 'checkbox' })}
        />
      </Stack>
      {!bulk && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LimitedTextInput
            schema={shipmentCreateBodySchema}
            field="order_number"
            label={t('form.order_number')}
            description={t('help.order_number')}
            {...form.getInputProps('order_number')}
          />
          <TextInput
            label={t('form.order_total')}
            description={t('form.order_total_hint')}
            inputMode="decimal"
            leftSection="$"
            {...form.getInputProps('order_total')}
          />
        </SimpleGrid>
      )}
      <TagsInput
        label={t('form.tags')}
        description={t('form.tags_hint', { max: MAX_TAGS })}
        maxTags={MAX_TAGS}
        maxLength={maxLengthOf(shipmentCreateBodySchema, 'tags.0')}
        clearable
        {...form.getInputProps('tags')}
      />
      {tagError && (
        <Text c="red.8" size="sm">
          {tagError}
        </Text>
      )}
    </Stack>
  );
}
