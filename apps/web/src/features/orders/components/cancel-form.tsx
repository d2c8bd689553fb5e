import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Order } from '@cabinet/contracts/orders';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCancelOrder } from '../api/cancel-order.ts';

const FIELDS = ['reason'] as const;

/** §7 cancel: one of the reasons this marketplace takes (its own codes; ours words the known ones). */
export function CancelForm({ order, onDone, onCancel }: { order: Order; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation('orders');
  const cancel = useCancelOrder(order.id);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<{ reason: string | null }>({
    initialValues: { reason: null },
    validate: { reason: (value) => (value ? null : t('validation.required')) },
  });

  const submit = form.onSubmit(async ({ reason }, event) => {
    clear();
    try {
      await cancel.mutateAsync(reason ?? '');
      notifySuccess(t('cancel.done', { number: order.number }));
      onDone();
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('cancel.text', { marketplace: t(`kinds.${order.kind}`) })}</Text>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Select
          label={t('cancel.reason')}
          required
          allowDeselect={false}
          // A code we have no words for is shown as the marketplace names it.
          data={order.cancel_reasons.map((code) => ({
            value: code,
            label: t(`cancel_reasons.${code}`, { defaultValue: code }),
          }))}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('cancel.keep')}
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            {t('cancel.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
