import type { TFunction } from 'i18next';
import { notifyError, notifySuccess } from './notify.ts';

/** Copies text and says how it went (§8 Clipboard messages). */
export async function copyToClipboard(text: string, t: TFunction): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess(t('clipboard.copied'));
  } catch {
    notifyError(t('clipboard.failed'));
  }
}
