import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { tokenStore } from '../../../shared/session/token.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { PageLoader } from '../../../shared/ui/page-loader.tsx';
import { logout } from '../api/logout.ts';

/** /logout: ends the session on the server, forgets the token and the cached data, then shows /login. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Strict mode runs effects twice in development; the server must be asked only once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hadSession = !!tokenStore.get();
    void (hadSession ? logout() : Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        tokenStore.clear();
        await navigate(paths.login, { replace: true });
        queryClient.clear();
        if (hadSession) notifySuccess(t('session.signed_out'));
      });
  }, [navigate, queryClient, t]);

  return <PageLoader fullScreen />;
}
