import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from '../lib/constants.ts';
import { dialogModalProps } from './dialog-config.ts';

/**
 * A dialog holding a form (§9 widths, Escape closes). Its body mounts only while open, so that every opening
 * starts a fresh form and a fresh Idempotency-Key.
 */
export function DialogFrame({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={DIALOG_WIDTH.confirm}
      closeOnEscape
      styles={dialogModalProps.styles}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      {opened && children}
    </Modal>
  );
}
