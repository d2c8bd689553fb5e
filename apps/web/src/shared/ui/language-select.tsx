import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES, type Language } from '../i18n/languages.ts';

export type LanguageSelectProps = Omit<SelectProps, 'data' | 'onChange'> & { onChange(language: Language): void };

/**
 * The language an account (or a letter) uses: the three interface languages by name, one always chosen. Labelled
 * as the account's language unless the caller names it otherwise.
 */
export function LanguageSelect({ onChange, ...props }: LanguageSelectProps) {
  const { t } = useTranslation();
  const names: Record<Language, string> = { ua: t('language.ua'), ru: t('language.ru'), en: t('language.en') };
  return (
    <Select
      label={t('fields.language')}
      data={LANGUAGES.map((language) => ({ value: language, label: names[language] }))}
      allowDeselect={false}
      required
      {...props}
      onChange={(value) => {
        if (isLanguage(value)) onChange(value);
      }}
    />
  );
}
