import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { connectStartBodySchema, type ShopKind } from '@cabinet/contracts/shops';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';

const FIELDS = ['shop_name'] as const;

interface Props {
  kind: ShopKind;
  /** Starts the connection; rejects with the server's answer. */
  onGenerate(shopName: string): Promise<void>;
  /** The name changed after a link was generated: that link is for the old name. */
  onEdit(): void;
  generating: boolean;
}

/** §2 shop connection: the shop's name at its marketplace, then "Generate link". */
export function ConnectForm({ kind, onGenerate, onEdit, generating }: Props) {
  const { t } = useTranslation('shops');
  const { t: common } = useTranslation();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(common, FIELDS);
  const form = useForm({
    initialValues: { shop_name: '' },
    validate: (values) => validateWithSchema(connectStartBodySchema, { kind, ...values }, common),
    onValuesChange: () => onEdit(),
  });
  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      await onGenerate(values.shop_name.trim());
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Group align="flex-start" gap="sm">
          <LimitedTextInput
            schema={connectStartBodySchema}
            field="shop_name"
            label={t('form.shop_name')}
            description={t(`name_hint.${kind}`)}
            required
            w={360}
            maw="100%"
            {...form.getInputProps('shop_name')}
          />
          <Button type="submit" loading={generating} mt={{ base: 0, sm: 44 }}>
            {t('form.generate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
