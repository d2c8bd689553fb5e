import { CloseButton } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../lib/constants.ts';
import { DatesSettings } from './dates-settings.tsx';

/** §3 Date range; dates are YYYY-MM-DD. `to` is null while only the start is picked. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export interface DateRangeInputProps extends Omit<
  DatePickerInputProps<'range'>,
  'type' | 'value' | 'onChange' | 'defaultValue' | 'clearable'
> {
  value: DateRange | null;
  onChange: (value: DateRange | null) => void;
  onClear?: () => void;
}

const day = (value: unknown): string | null => (value ? String(value).slice(0, 10) : null);

/** A date-range picker (§2, §4) with a clear button. */
export function DateRangeInput({ value, onChange, onClear, label, ...props }: DateRangeInputProps) {
  const { t } = useTranslation();
  const hasValue = Boolean(value?.from || value?.to);
  return (
    <DatesSettings>
      <DatePickerInput
        type="range"
        label={label}
        aria-label={label ? undefined : t('ui.pick_range')}
        valueFormat={DATE_FORMAT}
        value={[value?.from ?? null, value?.to ?? null]}
        onChange={([from, to]) => onChange(from || to ? { from: day(from), to: day(to) } : null)}
        allowSingleDateInRange
        rightSectionPointerEvents="all"
        rightSection={
          hasValue ? (
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
