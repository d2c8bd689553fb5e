import { ActionIcon, NumberInput, Table, TextInput, VisuallyHidden } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { TariffTableValues } from './tariff-table-values.ts';

/** The weight bands as a table: where each ends, its base price and its price per started 100 g. */
export function TariffBands({ form }: { form: UseFormReturnType<TariffTableValues> }) {
  const { t } = useTranslation('tariffs');
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('ops.up_to_g')}</Table.Th>
          <Table.Th>{t('ops.base')}</Table.Th>
          <Table.Th>{t('ops.per_100g')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('result.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {form.values.bands.map((_, i) => (
          <Table.Tr key={i}>
            <Table.Td>
              <NumberInput
                aria-label={t('ops.band_up_to', { n: i + 1 })}
                min={1}
                max={70000}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps(`bands.${i}.up_to_g`)}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                aria-label={t('ops.band_base', { n: i + 1 })}
                inputMode="decimal"
                leftSection="$"
                {...form.getInputProps(`bands.${i}.base`)}
              />
            </Table.Td>
            <Table.Td>
              <TextInput
                aria-label={t('ops.band_per_100g', { n: i + 1 })}
                inputMode="decimal"
                leftSection="$"
                {...form.getInputProps(`bands.${i}.per_100g`)}
              />
            </Table.Td>
            <Table.Td>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('ops.remove_band', { n: i + 1 })}
                onClick={() => form.removeListItem('bands', i)}
              >
                ×
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
