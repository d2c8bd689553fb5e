import { useState } from 'react';
import { useCombobox } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CUSTOMS_SEARCH_THROTTLE_MS } from '@cabinet/contracts/customs-codes';
import { isLanguage, type Language } from '../../../shared/i18n/languages.ts';
import { useCustomsCode } from '../api/get-customs-code.ts';
import { useThrottledValue } from './use-throttled-value.ts';

/**
 * The picker's state: the titles' language, what is typed (and the throttled search it leads to), the tree node being
 * browsed, the chosen code's details, and the dropdown.
 */
export function useCodePicker(value: string | null, onChange: (code: string | null) => void) {
  const { i18n } = useTranslation('customs-codes');
  const [lang, setLang] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'ua');
  const [search, setSearch] = useState('');
  const [browseId, setBrowseId] = useState<string | null>(null);
  const query = useThrottledValue(search.trim(), CUSTOMS_SEARCH_THROTTLE_MS);
  const chosenId = value || null;
  const chosen = useCustomsCode(chosenId, lang);

  const combobox = useCombobox({
    // Reopening on a chosen code shows its siblings, so a neighbouring code is one click away.
    onDropdownOpen: () => setBrowseId(chosen.data?.parent ?? null),
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
  });

  const pick = (code: string | null) => {
    onChange(code);
    setSearch('');
    combobox.closeDropdown();
  };
  const type = (text: string) => {
    setSearch(text);
    combobox.openDropdown();
    combobox.updateSelectedOptionIndex();
  };
  const browse = (id: string | null) => {
    setBrowseId(id);
    setSearch('');
    combobox.resetSelectedOption();
  };

  return { lang, setLang, search, query, browseId, chosenId, chosen, combobox, pick, type, browse };
}
