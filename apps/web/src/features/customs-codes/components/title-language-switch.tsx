import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages.ts';

interface Props {
  value: Language;
  onChange(language: Language): void;
  disabled?: boolean;
}

/** The language the code titles are shown in (§2: ua, ru, en), independent of the interface language. */
export function TitleLanguageSwitch({ value, onChange, disabled }: Props) {
  const { t } = useTranslation('customs-codes');
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('title_language')}
      disabled={disabled}
      value={value}
      onChange={(next) => onChange(next as Language)}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}_short`) }))}
    />
  );
}
