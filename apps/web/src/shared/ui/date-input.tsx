import { CloseButton } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../lib/constants.ts';
import { DatesSettings } from './dates-settings.tsx';

export interface DateInputProps extends Omit<
  DatePickerInputProps<'default'>,
  'type' | 'value' | 'onChange' | 'defaultValue' | 'clearable'
> {
  /** YYYY-MM-DD, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Called after the clear button emptied the field. */
  onClear?: () => void;
}

/** A date picker (§2, §4): shows DD.MM.YYYY, gives YYYY-MM-DD, and has a clear button. */
export function DateInput({ value, onChange, onClear, label, ...props }: DateInputProps) {
  const { t } = useTranslation();
  return (
    <DatesSettings>
      <DatePickerInput
        label={label}
        aria-label={label ? undefined : t('ui.pick_date')}
        valueFormat={DATE_FORMAT}
        value={value}
        onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
        rightSectionPointerEvents="all"
        rightSection={
          value ? (
            <CloseButton
              size="sm"
              aria-label={t('ui.clear')}
              onClick={() => {
                onChange(null);
                onClear?.();
              }}
            />
          ) : undefined
        }
        {...props}
      />
    </DatesSettings>
  );
}
