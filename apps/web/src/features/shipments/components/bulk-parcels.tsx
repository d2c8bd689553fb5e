import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Address } from '@cabinet/contracts/addresses';
import { MAX_BULK_PARCELS, MIN_BULK_PARCELS, shipmentCreateBodySchema } from '@cabinet/contracts/shipments';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { BoxFields } from './box-fields.tsx';
import { LineFields } from './line-fields.tsx';
import { addressOptions } from './party-fields.tsx';
import { emptyParcel, type ShipmentFormValues } from './shipment-form-values.ts';

interface Props {
  form: UseFormReturnType<ShipmentFormValues>;
  recipients: Address[];
}

/** A bulk shipment's parcels: each its own recipient, order number, lines and box. */
export function BulkParcels({ form, recipients }: Props) {
  const { t } = useTranslation('shipments');
  const { parcels } = form.values;
  return (
    <Stack gap="md">
      {parcels.map((parcel, index) => (
        <Card key={parcel.key} withBorder component="section" aria-label={t('form.parcel', { number: index + 1 })}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={3} size="h5">
                {t('form.parcel', { number: index + 1 })}
              </Title>
              {parcels.length > MIN_BULK_PARCELS && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => form.removeListItem('parcels', index)}
                >
                  {t('form.remove_parcel')}
                </Button>
              )}
            </Group>
            <Group grow align="flex-start">
              <Select
                label={t('form.recipient')}
                required
                searchable
                allowDeselect={false}
                data={addressOptions(recipients)}
                disabled={recipients.length === 0}
                nothingFoundMessage={t('form.nothing_found')}
                {...form.getInputProps(`parcels.${index}.recipient_id`)}
              />
              <LimitedTextInput
                schema={shipmentCreateBodySchema}
                field={`parcels.${index}.order_number`}
                label={t('form.order_number')}
                {...form.getInputProps(`parcels.${index}.order_number`)}
              />
            </Group>
            <LineFields form={form} path={`parcels.${index}.lines`} lines={parcel.lines} />
            <BoxFields form={form} path={`parcels.${index}.box`} box={parcel.box} />
          </Stack>
        </Card>
      ))}
      {typeof form.errors.parcels === 'string' && (
        <Text c="red.8" size="sm" role="alert">
          {form.errors.parcels}
        </Text>
      )}
      <div>
        <Button
          variant="light"
          disabled={parcels.length >= MAX_BULK_PARCELS}
          onClick={() => form.insertListItem('parcels', emptyParcel())}
        >
          {t('form.add_parcel')}
        </Button>
      </div>
    </Stack>
  );
}
