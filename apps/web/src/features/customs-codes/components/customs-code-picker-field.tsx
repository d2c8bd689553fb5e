import { Combobox, Group, InputBase, Stack } from '@mantine/core';
import { customsSearchQuerySchema } from '@cabinet/contracts/customs-codes';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../shared/forms/schema-limits.ts';
import { breadcrumbText } from './breadcrumb.ts';
import { ChosenCodeActions } from './chosen-code-actions.tsx';
import type { CustomsCodePickerProps } from './customs-code-picker.tsx';
import { PickerOptions } from './picker-options.tsx';
import { TitleLanguageSwitch } from './title-language-switch.tsx';
import { useCodePicker } from './use-code-picker.ts';

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
  const { t } = useTranslation('customs-codes');
  const { lang, setLang, search, query, browseId, chosenId, chosen, combobox, pick, type, browse } = useCodePicker(
    value,
    onChange,
  );
  const open = combobox.dropdownOpened;
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
          onChange={(event) => type(event.currentTarget.value)}
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
            hasValue ? <ChosenCodeActions code={chosenId} onClear={() => pick(null)} /> : <Combobox.Chevron />
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
            onBrowse={browse}
            onPick={(code) => pick(code)}
          />
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
