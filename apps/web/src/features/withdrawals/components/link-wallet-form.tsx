import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { linkWalletAccountBodySchema, type WalletAccount } from '@cabinet/contracts/wallet-accounts';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { useLinkWalletAccount } from '../api/wallet-accounts.ts';
import { reworded } from './problem.ts';

const FIELDS = ['email'] as const;

/** Links a wallet provider account by its e-mail; the provider e-mails an activation code there. */
export function LinkWalletForm({ onLinked }: { onLinked(account: WalletAccount): void }) {
  const { t } = useTranslation('withdrawals');
  const { t: common } = useTranslation();
  const link = useLinkWalletAccount();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(common, FIELDS);
  const form = useForm({
    initialValues: { email: '' },
    validate: (values) => validateWithSchema(linkWalletAccountBodySchema, values, common),
  });
  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      onLinked(await link.mutateAsync(linkWalletAccountBodySchema.parse(values).email));
    } catch (error) {
      onServerError(reworded(error, t), form, event);
    }
  }, onInvalid);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <Group align="flex-start" gap="sm">
          <LimitedTextInput
            schema={linkWalletAccountBodySchema}
            field="email"
            label={t('wallets.email')}
            description={t('wallets.email_hint')}
            type="email"
            inputMode="email"
            required
            w={360}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={link.isPending} mt={{ base: 0, sm: 44 }}>
            {t('wallets.link')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
