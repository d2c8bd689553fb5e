import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DatesSettings } from './dates-settings.tsx';
import { useDatePickerFrame } from './use-date-picker-frame.tsx';

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
  const frame = useDatePickerFrame({
    label,
    unlabelledName: t('ui.pick_range'),
    hasValue: Boolean(value?.from || value?.to),
    onChange,
    onClear,
  });
  return (
    <DatesSettings>
      <DatePickerInput
        type="range"
        {...frame}
        value={[value?.from ?? null, value?.to ?? null]}
        onChange={([from, to]) => onChange(from || to ? { from: day(from), to: day(to) } : null)}
        allowSingleDateInRange
        {...props}
      />
    </DatesSettings>
  );
}
