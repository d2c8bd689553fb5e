import { ActionIcon, Button, Group, NumberInput, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MAX_DISCOUNT_TIERS } from '@cabinet/contracts/warehouse-storage';
import { nextTier, type TariffValues } from './tariff-values.ts';

interface Props {
  form: UseFormReturnType<TariffValues>;
  /** The group's index in the list. */
  group: number;
}

/** A group's turnover discount tiers: up to which turnover each applies and its percent. */
export function DiscountTiers({ form, group: i }: Props) {
  const { t } = useTranslation('warehouse-storage');
  const tiers = form.values.groups[i]!.discounts;
  return (
    <>
      <Text size="sm" fw={600} mt="sm">
        {t('ops.discounts')}
      </Text>
      {tiers.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('ops.no_discounts')}
        </Text>
      )}
      {tiers.map((_, j) => (
        <Group key={j} align="flex-end" mt={4}>
          <NumberInput
            label={t('ops.tier_turnover', { n: j + 1 })}
            min={0.01}
            decimalScale={2}
            allowNegative={false}
            w={200}
            {...form.getInputProps(`groups.${i}.discounts.${j}.max_turnover`)}
          />
          <NumberInput
            label={t('ops.tier_percent', { n: j + 1 })}
            min={1}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            w={140}
            {...form.getInputProps(`groups.${i}.discounts.${j}.percent`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            aria-label={t('ops.remove_tier', { group: i + 1, n: j + 1 })}
            onClick={() => form.removeListItem(`groups.${i}.discounts`, j)}
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="default"
        size="compact-sm"
        mt="xs"
        w="fit-content"
        disabled={tiers.length >= MAX_DISCOUNT_TIERS}
        onClick={() => form.insertListItem(`groups.${i}.discounts`, nextTier(tiers))}
      >
        {t('ops.add_tier', { n: i + 1 })}
      </Button>
    </>
  );
}
