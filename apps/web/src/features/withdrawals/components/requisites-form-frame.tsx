import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';

/** The frame of a requisites form: the failure summary above the fields and Save below them. */
export function RequisitesFormFrame({
  onSubmit,
  failure,
  pending,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failure: FormFailure | null;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('withdrawals');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        {children}
        <Group>
          <Button type="submit" loading={pending}>
            {t('requisites.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
