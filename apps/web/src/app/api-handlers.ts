import { sessionKeys } from '../shared/session/session-keys.ts';
import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import type { ApiHandlers } from '../shared/api/client.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { safeCameFrom } from '../shared/lib/came-from.ts';
import { accountEditUrl, loginUrl } from '../shared/lib/paths.ts';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

const SESSION_ENDED_TOAST = 'session-ended';

/** §7: 403 with a logout flag → sign in again (back to this page after); 403 naming personal data → fill it in. */
export function apiHandlers(router: AppRouter, queryClient: QueryClient): ApiHandlers {
  return {
    sessionEnded() {
      const { pathname, search, hash } = router.state.location;
      notifications.hide(SESSION_ENDED_TOAST);
      notifications.show({ id: SESSION_ENDED_TOAST, color: 'yellow', message: i18n.t('errors.session_ended') });
      // Clear the cache only after the signed-in pages are gone, so none of them refetches without a token.
      void router
        .navigate(loginUrl(safeCameFrom(`${pathname}${search}${hash}`)), { replace: true })
        .then(() => queryClient.clear());
    },
    mandatoryField(field) {
      // The server knows better than our cached user: refresh it, then show the seller what to complete.
      void queryClient.invalidateQueries({ queryKey: sessionKeys.user() });
      void router.navigate(accountEditUrl(field));
    },
  };
}
