import type { Language } from '@cabinet/contracts/common';
import type { User } from '@cabinet/contracts/user';
import { api } from '../api/client.ts';

/** PATCH /user/ with the language only: the server remembers it for letters and the next sign-in. */
export const updateUserLanguage = (language: Language) => api.patch<User>('/user/', { language });
