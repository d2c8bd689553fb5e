import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { connectionRequestBodySchema } from '@cabinet/contracts/shops';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextarea, LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useRequestConnection } from '../api/connection-requests.ts';

const FIELDS = ['platform', 'shop_url', 'comment'] as const;
const EMPTY = { platform: '', shop_url: '', comment: '' };

/** §9: a shop kind we do not connect yet is asked for here; an operator answers within 3 business days. */
export function RequestForm() {
  const { t } = useTranslation('shops');
  const { t: common } = useTranslation();
  const request = useRequestConnection();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(common, FIELDS);
  const form = useForm({
    initialValues: EMPTY,
    validate: (values) => validateWithSchema(connectionRequestBodySchema, values, common),
  });
  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const sent = await request.mutateAsync(connectionRequestBodySchema.parse(values));
      form.setValues(EMPTY);
      form.resetDirty();
      notifySuccess(t('request.sent', { date: formatDate(sent.due_at) }));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={560}>
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <LimitedTextInput
          schema={connectionRequestBodySchema}
          field="platform"
          label={t('request.platform')}
          description={t('request.platform_hint')}
          required
          {...form.getInputProps('platform')}
        />
        <LimitedTextInput
          schema={connectionRequestBodySchema}
          field="shop_url"
          label={t('request.shop_url')}
          placeholder="https://"
          inputMode="url"
          required
          {...form.getInputProps('shop_url')}
        />
        <LimitedTextarea
          schema={connectionRequestBodySchema}
          field="comment"
          label={t('request.comment')}
          autosize
          minRows={2}
          {...form.getInputProps('comment')}
        />
        <Group>
          <Button type="submit" loading={request.isPending}>
            {t('request.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
