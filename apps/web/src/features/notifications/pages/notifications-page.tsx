import { useEffect } from 'react';
import { Button, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useListFilters } from '../../../shared/lib/use-list-filters.ts';
import { pageCount } from '../../../shared/ui/list-card.tsx';
import { ListPage } from '../../../shared/ui/list-page.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { BulkActions } from '../components/bulk-actions.tsx';
import { NotificationItem } from '../components/notification-item.tsx';

/** /notifications — the page number lives in the URL (?page=), so a reload or a shared link keeps it. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { filters, setFilters } = useListFilters<{ page: number }>({ numbers: ['page'] }, { page: 1 });
  const page = Math.max(1, filters.page);
  const list = useNotifications(page);
  const data = list.data;
  const pages = pageCount(data);

  // After removals the page may no longer exist: show the last one there is.
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.total > 0 && page > pages)
      setFilters({ page: pages }, { replace: true });
  }, [data, list.isPlaceholderData, page, pages, setFilters]);

  return (
    <ListPage
      title={t('title')}
      caption={t('subtitle')}
      actions={
        <Button component={Link} to={paths.notificationSettings} variant="default" size="xs">
          {t('list.settings_link')}
        </Button>
      }
      list={{
        title: t('list.title'),
        caption: data ? t('list.caption', { total: data.total }) : undefined,
        actions: <BulkActions disabled={!data?.total} />,
        empty: data?.notifications.length === 0,
        emptyText: t('list.empty'),
        query: list,
        pager: { page, pages, onChange: (next) => setFilters({ page: next }) },
      }}
      table={
        <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('list.title')} style={{ listStyle: 'none' }}>
          {data?.notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </Stack>
      }
    />
  );
}
