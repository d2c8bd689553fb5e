import type { ReactNode } from 'react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title.tsx';

export interface PageProps {
  title: string;
  caption?: ReactNode;
  /** A path to go back to, or true for the browser's history back. */
  back?: string | true;
  loading?: boolean;
  actions?: ReactNode;
  children?: ReactNode;
}

function BackButton({ to }: { to: string | true }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const label = `← ${t('actions.back')}`;
  return to === true ? (
    <Button variant="subtle" size="compact-sm" onClick={() => void navigate(-1)}>
      {label}
    </Button>
  ) : (
    <Button variant="subtle" size="compact-sm" component={Link} to={to}>
      {label}
    </Button>
  );
}

/** A page of §2: its title, a caption, an optional back button, actions and a loading state. */
export function Page({ title, caption, back, loading = false, actions, children }: PageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {back && (
        <div>
          <BackButton to={back} />
        </div>
      )}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        {/* A title holding an e-mail or a number wraps anywhere rather than widen a phone's page. */}
        <Stack gap={4} miw={0} style={{ overflowWrap: 'anywhere' }}>
          <PageTitle>{title}</PageTitle>
          {caption && <Text c="dimmed">{caption}</Text>}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {loading ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('status.loading')}>
          <Skeleton height={24} width="40%" />
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        children
      )}
    </Stack>
  );
}
