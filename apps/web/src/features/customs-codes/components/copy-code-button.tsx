import { ActionIcon, Tooltip } from '@mantine/core';
import { COPYABLE_CODE_LENGTH } from '@cabinet/contracts/customs-codes';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../../shared/ui/copy-to-clipboard.ts';

/** §9: a copy button for codes of 10 or more characters; shorter codes render nothing. */
export function CopyCodeButton({ code }: { code: string }) {
  const { t } = useTranslation('customs-codes');
  if (code.length < COPYABLE_CODE_LENGTH) return null;
  const label = t('copy_code', { code });
  return (
    <Tooltip label={label} withinPortal={false}>
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-label={label}
        // The picker's input must not lose its value or open its list when the button is pressed.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          event.stopPropagation();
          void copyToClipboard(code, t);
        }}
      >
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="9" y="9" width="12" height="12" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </svg>
      </ActionIcon>
    </Tooltip>
  );
}
