import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, LoadingOverlay, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/error-message.ts';
import { Pagination } from './pagination.tsx';

/** What the card reads from the list's query (a TanStack `useQuery` result fits). */
export interface ListQuery {
  data: unknown;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** The page the list shows and how many there are; the pager hides itself for a single page. */
export interface ListPager {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** The number of pages of a paged answer (`total` rows, `on_page` a page), 0 before it arrives. */
export const pageCount = (list: { total: number; on_page: number } | undefined): number =>
  list ? Math.ceil(list.total / list.on_page) : 0;

export interface ListCardProps {
  title?: ReactNode;
  caption?: ReactNode;
  actions?: ReactNode;
  /** When true the card shows `emptyText` instead of its children. */
  empty?: boolean;
  /** Defaults to the translated 'No data' (§8). */
  emptyText?: ReactNode;
  loading?: boolean;
  /**
   * The list's query: a skeleton until its first answer, an error with a retry when that answer failed, a badge and
   * the last rows when a later one did, and an overlay while it fetches again. Replaces `loading` and `error`.
   */
  query?: ListQuery;
  /** The pager under the rows. */
  pager?: ListPager;
  /** A badge in the header: an error (red) or a warning (yellow). */
  error?: string | null;
  warning?: string | null;
  children?: ReactNode;
}

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('status.loading')}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} height={32} />
      ))}
    </Stack>
  );
}

interface ListFailedProps {
  message: string;
  retrying: boolean;
  onRetry: () => unknown;
}

function ListFailed({ message, retrying, onRetry }: ListFailedProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="lg" role="alert">
      <Text c="red.9" ta="center">
        {message}
      </Text>
      <Button variant="light" size="xs" loading={retrying} onClick={() => void onRetry()}>
        {t('actions.retry')}
      </Button>
    </Stack>
  );
}

/**
 * A card holding a list or a table (§2): header, caption, actions, no-data text, the query's loading and error
 * states, badges and the pager.
 */
export function ListCard({
  title,
  caption,
  actions,
  empty,
  emptyText,
  loading: loadingProp = false,
  query,
  pager,
  error: errorProp,
  warning,
  children,
}: ListCardProps) {
  const { t } = useTranslation();
  const hasData = !query || query.data !== undefined;
  const firstLoad = !hasData && query.isLoading;
  const failedFirst = !hasData && !firstLoad && !!query.error;
  const loading = loadingProp || (!!query && hasData && query.isFetching);
  const error = errorProp ?? (query?.error && hasData ? errorMessage(query.error, t) : null);
  const hasHeader = title || caption || actions || error || warning;
  const body = firstLoad ? (
    <ListSkeleton />
  ) : failedFirst ? (
    <ListFailed message={errorMessage(query.error, t)} retrying={query.isFetching} onRetry={query.refetch} />
  ) : (
    <>
      {empty ? (
        <Text c="dimmed" ta="center" py="lg">
          {emptyText ?? t('ui.no_data')}
        </Text>
      ) : (
        children
      )}
      {pager && <Pagination page={pager.page} total={pager.pages} onChange={pager.onChange} />}
    </>
  );
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
        {body}
      </Stack>
    </Card>
  );
}
