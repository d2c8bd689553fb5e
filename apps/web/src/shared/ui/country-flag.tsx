import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLang, isLanguage } from '../i18n/languages.ts';
import { FLAGS_PATH } from './flags-path.ts';

/** The flag picture's name for an ISO 3166-1 alpha-2 code ("ua"), or null when it is not two Latin letters. */
export function flagFile(code: string | null | undefined): string | null {
  const lower = code?.trim().toLowerCase() ?? '';
  return /^[a-z]{2}$/.test(lower) ? lower : null;
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

export interface CountryFlagProps {
  code: string | null | undefined;
  /** Beside the country's name already written out, the flag is decoration. */
  'aria-hidden'?: boolean;
}

const SIZE = { width: 20, height: 15 } as const;
const FRAME = { borderRadius: 2, boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.12)', verticalAlign: 'middle', flexShrink: 0 };

/**
 * A country's flag icon (§2), named for screen readers. A picture, not an emoji: Windows draws no flag emoji and a
 * machine without an emoji font draws boxes. An unknown code, or a flag we have no picture of, is a plain grey flag.
 */
export function CountryFlag({ code, 'aria-hidden': hidden }: CountryFlagProps) {
  const { t, i18n } = useTranslation();
  const [missing, setMissing] = useState<string | null>(null);
  const name = code ? countryName(code, i18n.language) : null;
  const file = name ? flagFile(code) : null;
  const label = name ?? t('ui.unknown_country');
  const named = hidden ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  if (!file || missing === file) {
    return (
      <span
        {...named}
        title={name ?? undefined}
        style={{ ...FRAME, ...SIZE, display: 'inline-block', background: 'var(--mantine-color-gray-2)' }}
      />
    );
  }
  return (
    <img
      src={`${FLAGS_PATH}${file}.svg`}
      alt={hidden ? '' : label}
      aria-hidden={hidden || undefined}
      title={name ?? undefined}
      {...SIZE}
      loading="lazy"
      style={FRAME}
      onError={() => setMissing(file)}
    />
  );
}
