import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { DatesSettings } from './dates-settings.tsx';
import { useDatePickerFrame } from './use-date-picker-frame.tsx';

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
  const frame = useDatePickerFrame({
    label,
    unlabelledName: t('ui.pick_date'),
    hasValue: Boolean(value),
    onChange,
    onClear,
  });
  return (
    <DatesSettings>
      <DatePickerInput
        {...frame}
        value={value}
        onChange={(next) => onChange(next ? String(next).slice(0, 10) : null)}
        {...props}
      />
    </DatesSettings>
  );
}
