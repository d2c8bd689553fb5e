import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useCurrentUser } from '../../../shared/session/current-user.ts';
import { useNotificationCount } from '../api/get-notification-count.ts';

/** The API reads notifications under this permission; without it the bell would only show errors. */
const READ_PERMISSION = 'account.read';
/** A badge wider than this says 99+. */
const MAX_SHOWN = 99;

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6" />
      <path d="M9 17v1a3 3 0 0 0 6 0v-1" />
    </svg>
  );
}

/**
 * The header's link to the notification centre with the unseen count (§7 only_number): polled every minute and
 * on window focus. Its strings come with it (the layout does not load this namespace), so it waits for them.
 */
export function NotificationBell() {
  const { t, ready } = useTranslation('notifications', { useSuspense: false });
  const user = useCurrentUser();
  const allowed = user.role === 'owner' || user.permissions.includes(READ_PERMISSION);
  const count = useNotificationCount(allowed).data ?? 0;
  if (!allowed || !ready) return null;
  const label = count > 0 ? t('bell.label_unread', { count }) : t('bell.label');
  return (
    <Indicator
      label={<span aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>}
      disabled={count === 0}
      size={18}
      color="red"
      offset={4}
    >
      <ActionIcon component={Link} to={paths.notifications} variant="subtle" size="lg" aria-label={label} title={label}>
        <BellIcon />
      </ActionIcon>
    </Indicator>
  );
}
