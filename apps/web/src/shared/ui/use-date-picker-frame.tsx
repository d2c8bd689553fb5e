import type { ReactNode } from 'react';
import { CloseButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../lib/constants.ts';

/**
 * What the date and date-range pickers share (§2, §4): DD.MM.YYYY on screen, a name for screen readers when no label
 * is shown, and a clear button while there is a value, which empties the field and then calls `onClear`.
 */
export function useDatePickerFrame({
  label,
  unlabelledName,
  hasValue,
  onChange,
  onClear,
}: {
  label: ReactNode;
  unlabelledName: string;
  hasValue: boolean;
  onChange(value: null): void;
  onClear?(): void;
}) {
  const { t } = useTranslation();
  return {
    label,
    'aria-label': label ? undefined : unlabelledName,
    valueFormat: DATE_FORMAT,
    rightSectionPointerEvents: 'all' as const,
    rightSection: hasValue ? (
      <CloseButton
        size="sm"
        aria-label={t('ui.clear')}
        onClick={() => {
          onChange(null);
          onClear?.();
        }}
      />
    ) : undefined,
  };
}
