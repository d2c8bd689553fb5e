import { Anchor, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Address } from '@cabinet/contracts/addresses';
import { paths } from '../../../shared/lib/paths.ts';
import { MeasureInput } from '../../../shared/ui/measure-input.tsx';
import { senderOptions } from './sender-options.ts';
import { defaultsTypes, deliveryTypesFor, type DefaultsValues } from './shipment-defaults-values.ts';

interface Props {
  form: UseFormReturnType<DefaultsValues>;
  /** The address book's senders; undefined while they load or when the user may not read the book. */
  senders: Address[] | undefined;
  /** The sender saved now: still shown when the book no longer lists it. */
  savedSenderId: number | undefined;
  disabled: boolean;
}

/** The sender, the type with the delivery types it takes, and the box (with the shipment form's limits). */
export function ShipmentDefaultsFields({ form, senders, savedSenderId, disabled }: Props) {
  const { t } = useTranslation('shops');
  const noSenders = senders?.length === 0;

  const box = (field: keyof DefaultsValues['box'], measure: 'kg' | 'cm') => (
    <MeasureInput
      measure={measure}
      unitLabel={t(`defaults.units.${measure}`)}
      label={t(`defaults.${field}`)}
      disabled={disabled}
      {...form.getInputProps(`box.${field}`)}
    />
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('defaults.sender')}
          required
          searchable
          allowDeselect={false}
          data={senderOptions(senders ?? [], savedSenderId, (id) => t('defaults.sender_entry', { id }))}
          disabled={disabled || noSenders}
          nothingFoundMessage={t('defaults.nothing_found')}
          {...form.getInputProps('sender_id')}
        />
        <Select
          label={t('defaults.type')}
          required
          allowDeselect={false}
          data={defaultsTypes.map((value) => ({ value, label: t(`defaults.types.${value}`) }))}
          disabled={disabled}
          {...form.getInputProps('type')}
        />
        <Select
          label={t('defaults.delivery_type')}
          required
          allowDeselect={false}
          data={deliveryTypesFor().map((value) => ({ value, label: t(`delivery_types.${value}`) }))}
          disabled={disabled}
          {...form.getInputProps('delivery_type')}
        />
      </SimpleGrid>
      {noSenders && (
        <Text size="sm">
          {t('defaults.no_senders')}{' '}
          <Anchor component={Link} to={paths.addressNew}>
            {t('defaults.add_sender')}
          </Anchor>
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {box('weight_kg', 'kg')}
        {box('length_cm', 'cm')}
        {box('width_cm', 'cm')}
        {box('height_cm', 'cm')}
      </SimpleGrid>
    </Stack>
  );
}
