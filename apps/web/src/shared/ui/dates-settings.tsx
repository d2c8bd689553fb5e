import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/uk';
import 'dayjs/locale/ru';
import 'dayjs/locale/en';
import { htmlLang, isLanguage } from '../i18n/languages.ts';
import { FIRST_DAY_OF_WEEK } from '../lib/constants.ts';

/** The dayjs locale of the interface language: ours 'ua' is dayjs's 'uk'. */
export const dayjsLocale = (language: string): string => (isLanguage(language) ? htmlLang(language) : 'en');

/** Month names and weekdays in the interface language, weeks from Monday (§9). */
export function DatesSettings({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <DatesProvider
      settings={{ locale: dayjsLocale(i18n.language), firstDayOfWeek: FIRST_DAY_OF_WEEK, consistentWeeks: true }}
    >
      {children}
    </DatesProvider>
  );
}
