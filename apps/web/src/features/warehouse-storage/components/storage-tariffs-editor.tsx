import { ActionIcon, Button, Card, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MAX_DISCOUNT_TIERS, MAX_STORAGE_GROUPS, type StorageTariffs } from '@cabinet/contracts/warehouse-storage';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useSaveStorageTariffs } from '../api/storage-tariffs.ts';
import { boundError, priceValid, TARIFF_FIELDS, toBody, toValues, type TariffValues } from './tariff-values.ts';

const CODE = /^[a-z][a-z0-9_]{0,29}$/;

/** The warehouse groups in order, each with its bounds, daily price and turnover discount tiers. */
export function StorageTariffsEditor({ tariffs }: { tariffs: StorageTariffs }) {
  const { t } = useTranslation('warehouse-storage');
  const save = useSaveStorageTariffs();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, TARIFF_FIELDS);
  const form = useForm<TariffValues>({
    initialValues: toValues(tariffs),
    validate: {
      groups: {
        code: (v) => (CODE.test(v.trim()) ? null : t('ops.errors.invalid_group_code')),
        max_side_cm: (_v, values, path) => {
          const error = boundError(values, path, 'max_side_cm');
          return error && t(`ops.errors.${error}`);
        },
        max_volume_l: (_v, values, path) => {
          const error = boundError(values, path, 'max_volume_l');
          return error && t(`ops.errors.${error}`);
        },
        price_per_day: (v) => (priceValid(v) ? null : t('ops.errors.invalid_price_per_day')),
        discounts: {
          max_turnover: (v) => (v === '' ? t('validation.required') : null),
          percent: (v) => (v === '' ? t('validation.required') : null),
        },
      },
    },
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      await save.mutateAsync(toBody(values));
      notifySuccess(t('ops.saved'));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  const groups = form.values.groups;
  return (
    <form onSubmit={submit} noValidate aria-label={t('ops.editor')}>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Text size="sm" c="gray.7">
          {tariffs.updated_at ? t('ops.changed_at', { date: formatDateTime(tariffs.updated_at) }) : t('ops.defaults')}
        </Text>
        {groups.map((group, i) => (
          <Card key={i} withBorder padding="sm" aria-label={t('ops.group_n', { n: i + 1 })} component="fieldset">
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
                disabled={groups.length <= 1}
                onClick={() => form.removeListItem('groups', i)}
              >
                {t('ops.remove_group', { n: i + 1 })}
              </Button>
            </Group>
            <Text size="sm" fw={600} mt="sm">
              {t('ops.discounts')}
            </Text>
            {group.discounts.length === 0 && (
              <Text size="sm" c="gray.7">
                {t('ops.no_discounts')}
              </Text>
            )}
            {group.discounts.map((_, j) => (
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
              disabled={group.discounts.length >= MAX_DISCOUNT_TIERS}
              onClick={() => {
                const last = group.discounts.at(-1);
                form.insertListItem(`groups.${i}.discounts`, {
                  max_turnover: last ? Number(last.max_turnover) + 1 : 0.5,
                  percent: 5,
                });
              }}
            >
              {t('ops.add_tier', { n: i + 1 })}
            </Button>
          </Card>
        ))}
        <Text size="sm" c="gray.7">
          {t('ops.how')}
        </Text>
        <Group>
          <Button
            variant="default"
            disabled={groups.length >= MAX_STORAGE_GROUPS}
            onClick={() =>
              form.insertListItem('groups', {
                code: `group_${groups.length + 1}`,
                max_side_cm: '',
                max_volume_l: '',
                price_per_day: groups.at(-1)?.price_per_day ?? '0.01',
                discounts: [],
              })
            }
          >
            {t('ops.add_group')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('ops.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
