import type { ReactNode } from 'react';
import { Badge, Card, Group, LoadingOverlay, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ListCardProps {
  title?: ReactNode;
  caption?: ReactNode;
  actions?: ReactNode;
  /** When true the card shows `emptyText` instead of its children. */
  empty?: boolean;
  /** Defaults to the translated 'No data' (§8). */
  emptyText?: ReactNode;
  loading?: boolean;
  /** A badge in the header: an error (red) or a warning (yellow). */
  error?: string | null;
  warning?: string | null;
  children?: ReactNode;
}

/** A card holding a list or a table (§2): header, caption, actions, no-data text, loading overlay, badges. */
export function ListCard({
  title,
  caption,
  actions,
  empty,
  emptyText,
  loading = false,
  error,
  warning,
  children,
}: ListCardProps) {
  const { t } = useTranslation();
  const hasHeader = title || caption || actions || error || warning;
  return (
    <Card withBorder padding="md" pos="relative" aria-busy={loading}>
      <LoadingOverlay
        visible={loading}
        zIndex={10}
        overlayProps={{ blur: 1 }}
        loaderProps={{ 'aria-label': t('status.loading') }}
      />
      <Stack gap="sm">
        {hasHeader && (
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Group gap="xs">
                {title && (
                  <Title order={2} size="h4">
                    {title}
                  </Title>
                )}
                {error && (
                  <Badge color="red" variant="light" title={t('ui.error')}>
                    {error}
                  </Badge>
                )}
                {warning && (
                  <Badge color="yellow" variant="light" title={t('ui.warning')}>
                    {warning}
                  </Badge>
                )}
              </Group>
              {caption && (
                <Text size="sm" c="dimmed">
                  {caption}
                </Text>
              )}
            </Stack>
            {actions && <Group gap="xs">{actions}</Group>}
          </Group>
        )}
        {empty ? (
          <Text c="dimmed" ta="center" py="lg">
            {emptyText ?? t('ui.no_data')}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Card>
  );
}
