import { Text, type TextProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { htmlLang, isLanguage } from '../i18n/languages.ts';

const REGIONAL_A = 0x1f1e6;

/** The regional-indicator emoji of an ISO 3166-1 alpha-2 code, or null when it is not two Latin letters. */
export function flagEmoji(code: string | null | undefined): string | null {
  const upper = code?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{2}$/.test(upper)) return null;
  return String.fromCodePoint(...[...upper].map((letter) => REGIONAL_A + letter.charCodeAt(0) - 65));
}

/** The country's name in the given interface language, or null when Intl does not know the code. */
export function countryName(code: string, language: string): string | null {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return null;
  try {
    const locale = isLanguage(language) ? htmlLang(language) : language;
    const name = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(upper);
    return name && name !== upper ? name : null;
  } catch {
    return null;
  }
}

export interface CountryFlagProps extends Omit<TextProps, 'children'> {
  code: string | null | undefined;
}

/** A country's flag (§2) named for screen readers; an unknown code shows a neutral white flag. */
export function CountryFlag({ code, ...props }: CountryFlagProps) {
  const { t, i18n } = useTranslation();
  const name = code ? countryName(code, i18n.language) : null;
  const emoji = name ? flagEmoji(code) : null;
  return (
    <Text component="span" role="img" aria-label={name ?? t('ui.unknown_country')} title={name ?? undefined} {...props}>
      {emoji ?? '🏳️'}
    </Text>
  );
}
