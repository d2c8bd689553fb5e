import { Select, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { CreatableShipmentType } from '@cabinet/contracts/shipments';
import { deliveryTypes } from '@cabinet/contracts/tariffs';
import { choosesDeliveryType, type ShipmentFormValues } from './shipment-form-values.ts';

/** Express is chosen as a delivery type of a direct shipment; the postcard is a shipment type of its own. */
const CHOOSABLE_DELIVERY_TYPES = deliveryTypes.filter((type) => type !== 'postcard');

interface Props {
  form: UseFormReturnType<ShipmentFormValues>;
  types: CreatableShipmentType[];
}

/** The shipment's type (with what it means) and, for a type that has a choice, the delivery type. */
export function ShipmentTypeFields({ form, types }: Props) {
  const { t } = useTranslation('shipments');
  const { values } = form;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('form.type')}
        required
        allowDeselect={false}
        data={types.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        {...form.getInputProps('type')}
        description={t(`type_hints.${values.type}`)}
      />
      {choosesDeliveryType(values.type) && (
        <Select
          label={t('form.delivery_type')}
          required
          allowDeselect={false}
          data={CHOOSABLE_DELIVERY_TYPES.map((type) => ({ value: type, label: t(`delivery_types.${type}`) }))}
          {...form.getInputProps('delivery_type')}
        />
      )}
    </SimpleGrid>
  );
}
