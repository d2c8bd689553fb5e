import { Button, Card, Group, NumberInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DiscountTiers } from './discount-tiers.tsx';
import type { TariffValues } from './tariff-values.ts';

interface Props {
  form: UseFormReturnType<TariffValues>;
  index: number;
}

/** One warehouse group: its code, the bounds a unit must fit (blank: no limit), its daily price and its discounts. */
export function StorageGroupFields({ form, index: i }: Props) {
  const { t } = useTranslation('warehouse-storage');
  return (
    <Card withBorder padding="sm" aria-label={t('ops.group_n', { n: i + 1 })} component="fieldset">
      <Group align="flex-start" wrap="wrap">
        <TextInput label={t('ops.code')} w={140} {...form.getInputProps(`groups.${i}.code`)} />
        <NumberInput
          label={t('ops.max_side_cm')}
          description={t('ops.blank_no_limit')}
          min={1}
          max={1000}
          allowDecimal={false}
          allowNegative={false}
          w={150}
          {...form.getInputProps(`groups.${i}.max_side_cm`)}
        />
        <NumberInput
          label={t('ops.max_volume_l')}
          description={t('ops.blank_no_limit')}
          min={0.001}
          decimalScale={3}
          allowNegative={false}
          w={150}
          {...form.getInputProps(`groups.${i}.max_volume_l`)}
        />
        <TextInput
          label={t('ops.price_per_day')}
          description={t('ops.price_hint')}
          inputMode="decimal"
          leftSection="$"
          w={170}
          {...form.getInputProps(`groups.${i}.price_per_day`)}
        />
        <Button
          variant="subtle"
          color="red"
          mt={24}
          disabled={form.values.groups.length <= 1}
          onClick={() => form.removeListItem('groups', i)}
        >
          {t('ops.remove_group', { n: i + 1 })}
        </Button>
      </Group>
      <DiscountTiers form={form} group={i} />
    </Card>
  );
}
