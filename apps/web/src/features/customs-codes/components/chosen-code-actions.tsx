import { Combobox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyCodeButton } from './copy-code-button.tsx';

/** Beside a chosen code: copy it, or clear the field. */
export function ChosenCodeActions({ code, onClear }: { code: string; onClear(): void }) {
  const { t } = useTranslation('customs-codes');
  return (
    <Group gap={2} wrap="nowrap">
      <CopyCodeButton code={code} />
      {/* Mantine hides its clear button from keyboards and screen readers; ours must be reachable. */}
      <Combobox.ClearButton aria-hidden={false} tabIndex={0} aria-label={t('clear')} onClear={onClear} />
    </Group>
  );
}
