import type { FormEvent, ReactNode } from 'react';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FormFailure } from '../../../shared/forms/use-form-failure.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { AuthCard } from '../../../shared/ui/auth-card.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { PageTitle } from '../../../shared/ui/page-title.tsx';

export interface RecoveryCardProps {
  title: string;
  /** Takes the form's place once it has done its work, or when it cannot (a dead link). */
  notice: ReactNode;
  /** What the form is for, above it. */
  text: string;
  failure: FormFailure | null;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  pending: boolean;
  submitLabel: string;
  /** The form's fields. */
  children: ReactNode;
}

/** The two steps back into an account (asking for a link, setting a new password): one form, then back to sign-in. */
export function RecoveryCard({
  title,
  notice,
  text,
  failure,
  onSubmit,
  pending,
  submitLabel,
  children,
}: RecoveryCardProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard>
      <Stack gap="lg">
        <PageTitle size="h2">{title}</PageTitle>
        {notice || (
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              <Text size="sm" c="gray.7">
                {text}
              </Text>
              <FormError title={failure?.title ?? null} messages={failure?.messages} />
              {children}
              <Button type="submit" fullWidth size="md" loading={pending}>
                {submitLabel}
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to={paths.login} size="sm" ta="center">
          {t('forgotten.back_to_login')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}
