import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { decimalText } from '@cabinet/contracts/amount';
import { approvalsOpsApi, type ApprovalThreshold } from '@cabinet/contracts/approvals';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useMayCall } from '../../../shared/session/current-operator.ts';
import { AmountInput } from '../../../shared/ui/amount-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useApprovalThreshold, useSaveApprovalThreshold } from '../api/approvals.ts';

/** The rule in force, who set it; an administrator changes it here (finance reads it). */
export function ThresholdCard() {
  const { t } = useTranslation('approvals');
  const threshold = useApprovalThreshold();
  const mayChange = useMayCall(approvalsOpsApi.saveThreshold);
  const data = threshold.data;
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        {t('ops.threshold.title')}
      </Title>
      {data && (
        <Stack gap="sm">
          <Text size="sm" data-testid="approval-threshold">
            {t('ops.threshold.rule', { amount: formatMoney(data.threshold) })}
          </Text>
          <Text size="xs" c="gray.7">
            {data.updated_at
              ? t('ops.threshold.changed', {
                  name: data.updated_by?.name || data.updated_by?.email || '',
                  date: formatDateTime(data.updated_at),
                })
              : t('ops.threshold.default')}
          </Text>
          {mayChange && <ThresholdForm key={data.threshold.amount} current={data} />}
        </Stack>
      )}
    </Card>
  );
}

function ThresholdForm({ current }: { current: ApprovalThreshold }) {
  const { t } = useTranslation('approvals');
  const save = useSaveApprovalThreshold();
  const { failure, clear, onServerError } = useFormFailure(t, ['threshold'] as const);
  const form = useForm({ initialValues: { threshold: Number(current.threshold.amount) as number | string } });
  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const saved = await save.mutateAsync(decimalText(values.threshold || 0));
      notifySuccess(t('ops.threshold.saved', { amount: formatMoney(saved.threshold) }));
    } catch (error) {
      onServerError(error, form, event);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <AmountInput
          label={t('ops.threshold.label')}
          description={t('ops.threshold.hint')}
          currency="USD"
          required
          {...form.getInputProps('threshold')}
        />
        <Button type="submit" variant="default" loading={save.isPending} w="fit-content">
          {t('ops.threshold.save')}
        </Button>
      </Stack>
    </form>
  );
}
