import { useState } from 'react';
import { Combobox, Group, InputBase, Stack, useCombobox } from '@mantine/core';
import { CUSTOMS_SEARCH_THROTTLE_MS, customsSearchQuerySchema } from '@cabinet/contracts/customs-codes';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../shared/forms/schema-limits.ts';
import { isLanguage, type Language } from '../../../shared/i18n/languages.ts';
import { useCustomsCode } from '../api/get-customs-code.ts';
import { breadcrumbText } from './breadcrumb.ts';
import { CopyCodeButton } from './copy-code-button.tsx';
import type { CustomsCodePickerProps } from './customs-code-picker.tsx';
import { PickerOptions } from './picker-options.tsx';
import { TitleLanguageSwitch } from './title-language-switch.tsx';
import { useThrottledValue } from './use-throttled-value.ts';

/** The picker itself; loaded lazily by `CustomsCodePicker` together with its strings. */
export function CustomsCodePickerField({
  value,
  onChange,
  label,
  description,
  error,
  required,
  disabled,
  onBlur,
}: CustomsCodePickerProps) {
  const { t, i18n } = useTranslation('customs-codes');
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
  const open = combobox.dropdownOpened;

  const pick = (code: string | null) => {
    onChange(code);
    setSearch('');
    combobox.closeDropdown();
  };

  const shown = chosen.data ? `${chosen.data.code} ${chosen.data.title_translated}` : (chosenId ?? '');
  const crumbs = chosen.data ? breadcrumbText(chosen.data.ancestors) : '';
  const hasValue = chosenId !== null && !disabled;

  return (
    <Combobox store={combobox} disabled={disabled}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label ?? t('label')}
          description={
            description || crumbs ? (
              <Stack gap={0} component="span">
                {description && <span>{description}</span>}
                {crumbs && <span>{crumbs}</span>}
              </Stack>
            ) : undefined
          }
          error={error ?? (chosen.isError ? t('common:errors.load_data') : undefined)}
          required={required}
          disabled={disabled}
          placeholder={t('placeholder')}
          value={open ? search : shown}
          maxLength={open ? maxLengthOf(customsSearchQuerySchema, 'title') : undefined}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
          inputContainer={(input) => (
            <Group gap="xs" wrap="nowrap" align="center">
              <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
              <TitleLanguageSwitch value={lang} onChange={setLang} disabled={disabled} />
            </Group>
          )}
          rightSectionWidth={hasValue ? 56 : undefined}
          rightSectionPointerEvents={hasValue ? 'all' : 'none'}
          rightSection={
            hasValue ? (
              <Group gap={2} wrap="nowrap">
                <CopyCodeButton code={chosenId} />
                {/* Mantine hides its clear button from keyboards and screen readers; ours must be reachable. */}
                <Combobox.ClearButton
                  aria-hidden={false}
                  tabIndex={0}
                  aria-label={t('clear')}
                  onClear={() => pick(null)}
                />
              </Group>
            ) : (
              <Combobox.Chevron />
            )
          }
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        {open && (
          <PickerOptions
            query={search.trim()}
            throttledQuery={query}
            lang={lang}
            browseId={browseId}
            onBrowse={(id) => {
              setBrowseId(id);
              setSearch('');
              combobox.resetSelectedOption();
            }}
            onPick={(code) => pick(code)}
          />
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
