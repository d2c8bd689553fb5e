import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  MAX_CASHBACK_RATE,
  percentInputSchema,
  type CashbackKind,
  type CashbackRule,
} from '@cabinet/contracts/cashback';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { formatDateTime } from '../../../shared/lib/format.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useSaveCashbackRules } from '../api/cashback-rules.ts';
import { reworded } from './problem.ts';

type Values = Record<CashbackKind, string | number>;

/** A percent 0–50 with at most two decimals: the contract's own rule, so the form and the API agree. */
function percentProblem(value: string | number, t: TFunction): string | null {
  if (value === '' || value === null || value === undefined) return t('cashback:amount.required');
  if (!percentInputSchema.safeParse(value).success) {
    return t('cashback:ops_rules.invalid', { maximum: MAX_CASHBACK_RATE / 100 });
  }
  return null;
}

/** One rate per kind of charge; saving changes what charges made from now on earn. */
export function CashbackRulesForm({ rules }: { rules: CashbackRule[] }) {
  const { t } = useTranslation('cashback');
  const save = useSaveCashbackRules();
  const kinds = rules.map((rule) => rule.kind);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, kinds);
  const form = useForm<Values>({
    initialValues: Object.fromEntries(rules.map((rule) => [rule.kind, Number(rule.percent)])) as Values,
    validate: Object.fromEntries(kinds.map((kind) => [kind, (value: string | number) => percentProblem(value, t)])),
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      await save.mutateAsync({ rules: kinds.map((kind) => ({ kind, percent: String(values[kind]) })) });
      notifySuccess(t('ops_rules.saved'));
    } catch (error) {
      onServerError(reworded(error, t), form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={460}>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        {rules.map((rule) => (
          <NumberInput
            key={rule.kind}
            label={t(`common:money_kinds.${rule.kind}`)}
            description={
              rule.updated_at
                ? t('ops_rules.changed_at', { date: formatDateTime(rule.updated_at) })
                : t('ops_rules.default_rate')
            }
            suffix=" %"
            decimalScale={2}
            min={0}
            max={MAX_CASHBACK_RATE / 100}
            clampBehavior="none"
            allowNegative={false}
            required
            {...form.getInputProps(rule.kind)}
          />
        ))}
        <Text size="sm" c="gray.7">
          {t('ops_rules.note')}
        </Text>
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('ops_rules.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
