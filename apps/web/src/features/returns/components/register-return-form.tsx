import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { returnRegisterBodySchema } from '@cabinet/contracts/returns-ops';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { DateInput } from '../../../shared/ui/date-input.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useRegisterReturn } from '../api/ops-returns.ts';
import { LimitedTextarea, LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { emptyItem, newReturn, REGISTER_FIELDS, type RegisterReturnValues } from './register-return-values.ts';
import { ReturnItemFields } from './return-item-fields.tsx';

type TextField = 'owner' | 'shipment_number' | 'carrier' | 'tracking_number' | 'sender_name';

/** Registers a parcel that came back: for a seller (account number or e-mail) or, with no owner, unidentified. */
export function RegisterReturnForm() {
  const { t } = useTranslation('returns');
  const register = useRegisterReturn();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, REGISTER_FIELDS);
  const form = useForm<RegisterReturnValues>({
    initialValues: newReturn(),
    validate: {
      carrier: (v) => (v.trim() ? null : t('validation.required')),
      tracking_number: (v) => (v.trim().length >= 4 ? null : t('ops.register.tracking_short')),
      arrived_at: (v) => (v ? null : t('validation.required')),
      items: { name: (v) => (v.trim() ? null : t('validation.required')) },
    },
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const created = await register.mutateAsync({ ...values, arrived_at: values.arrived_at! });
      notifySuccess(t('ops.register.done', { number: created.number }));
      form.reset();
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  // The parcel's text fields differ only in their label, hint and whether they are required.
  const text = (field: TextField, label: string, more: { description?: string; required?: boolean } = {}) => (
    <LimitedTextInput
      schema={returnRegisterBodySchema}
      field={field}
      label={label}
      {...more}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('owner', t('ops.register.owner'), { description: t('ops.register.owner_hint') })}
          {text('shipment_number', t('ops.register.shipment_number'))}
          {text('carrier', t('ops.register.carrier'), { required: true })}
          {text('tracking_number', t('ops.register.tracking_number'), { required: true })}
          {text('sender_name', t('ops.register.sender_name'), { description: t('ops.register.sender_hint') })}
          <DateInput
            label={t('ops.register.arrived_at')}
            required
            value={form.values.arrived_at}
            onChange={(v) => form.setFieldValue('arrived_at', v)}
            error={form.errors.arrived_at}
          />
        </SimpleGrid>
        <LimitedTextarea
          schema={returnRegisterBodySchema}
          field="note"
          label={t('ops.register.note')}
          description={t('ops.register.note_hint')}
          autosize
          {...form.getInputProps('note')}
        />
        <ReturnItemFields form={form} />
        <Group justify="space-between">
          <Button variant="default" size="xs" onClick={() => form.insertListItem('items', emptyItem())}>
            {t('ops.register.add_item')}
          </Button>
          <Button type="submit" loading={register.isPending}>
            {t('ops.register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
