import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../api/error-message.ts';
import { i18n } from '../i18n/i18n.ts';
import type { Language } from '../i18n/languages.ts';
import { storage, storageKeys } from '../lib/storage.ts';
import { notifyError } from '../ui/notify.ts';
import { sessionKeys } from './current-user.ts';
import { tokenStore } from './token.ts';
import { updateUserLanguage } from './update-user-language.ts';

/** Switches the interface language, remembers it on this device and, when signed in, on the account. */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async (language: Language) => {
      storage.set(storageKeys.language, language);
      await i18n.changeLanguage(language);
      if (!tokenStore.get()) return;
      try {
        queryClient.setQueryData(sessionKeys.user(), await updateUserLanguage(language));
      } catch (error) {
        notifyError(errorMessage(error, t));
      }
    },
    [queryClient, t],
  );
}
