import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttachedFile } from '@cabinet/contracts/uploads';
import { errorMessage } from '../api/error-message.ts';
import { notifyError } from './notify.ts';

/**
 * A claim's proof files on an operator's desk (unidentified returns, unidentified US packages): each opens in a new
 * tab, fetched with the operator's session by `download` and handed over as a blob.
 */
export function ProofFiles({
  files,
  download,
  openLabel,
}: {
  files: AttachedFile[];
  download: (filename: string) => Promise<Blob>;
  openLabel: (name: string) => string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const open = async (file: AttachedFile) => {
    setBusy(file.filename);
    try {
      const url = URL.createObjectURL(await download(file.filename));
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      {files.map((file) => (
        <Button
          key={file.filename}
          size="compact-xs"
          variant="light"
          loading={busy === file.filename}
          onClick={() => void open(file)}
          title={openLabel(file.original_name)}
        >
          {file.original_name}
        </Button>
      ))}
    </Group>
  );
}
