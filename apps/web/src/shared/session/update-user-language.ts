import type { Language } from '@cabinet/contracts/common';
import { accountApi } from '@cabinet/contracts/user';
import { call } from '../api/call.ts';

/** The profile update with the language only: the server remembers it for letters and the next sign-in. */
export const updateUserLanguage = (language: Language) => call(accountApi.updateProfile, { body: { language } });
