import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { htmlLang, LANGUAGES, type Language } from '../i18n/languages.ts';
import { useChangeLanguage } from '../session/use-change-language.ts';

/**
 * Three toggle buttons with short codes on screen; each is named by its language's own name ("Українська"),
 * spoken in that language, and the current one is pressed.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const names: Record<Language, string> = { ua: t('language.ua'), ru: t('language.ru'), en: t('language.en') };
  const codes: Record<Language, string> = {
    ua: t('language.ua_short'),
    ru: t('language.ru_short'),
    en: t('language.en_short'),
  };
  return (
    <Button.Group aria-label={t('language.label')}>
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <Button
            key={language}
            size="compact-sm"
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            // The name must contain the visible code (WCAG 2.5.3), and says the language in full.
            aria-label={`${codes[language]} ${names[language]}`}
            lang={htmlLang(language)}
            onClick={() => {
              if (!active) void changeLanguage(language);
            }}
          >
            {codes[language]}
          </Button>
        );
      })}
    </Button.Group>
  );
}
