import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClaimFile } from '@cabinet/contracts/lost-payments';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { saveFile } from '../../../shared/lib/download.ts';
import { notifyError } from '../../../shared/ui/notify.ts';

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * A claim's proof files: "open" shows an image or PDF in a new tab, "download" saves it. The files need the
 * session's API key, so they are fetched here and handed to the browser as blobs.
 */
export function FileLinks({ files, load }: { files: ClaimFile[]; load: (fileId: number) => Promise<Blob> }) {
  const { t } = useTranslation('lost-payments');
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (file: ClaimFile, open: boolean) => {
    setBusy(file.id);
    try {
      const blob = await load(file.id);
      if (open) {
        const url = URL.createObjectURL(blob);
        window.open(url, '_blank', 'noopener');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        saveFile(blob, file.name);
      }
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      {files.map((file) => (
        <Button.Group key={file.id}>
          <Button
            size="compact-xs"
            variant="light"
            loading={busy === file.id}
            onClick={() => void run(file, true)}
            title={t('files.open_title', { name: file.name })}
          >
            {file.name} · {sizeText(file.size)}
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => void run(file, false)}
            aria-label={t('files.download_title', { name: file.name })}
          >
            ↓
          </Button>
        </Button.Group>
      ))}
    </Group>
  );
}
