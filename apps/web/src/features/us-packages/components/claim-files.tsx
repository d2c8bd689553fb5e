import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttachedFile } from '@cabinet/contracts/uploads';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { notifyError } from '../../../shared/ui/notify.ts';
import { downloadPackageClaimFile } from '../api/package-claims.ts';

/** A claim's proof files: each opens in a new tab (fetched with the operator's session, handed over as a blob). */
export function ClaimFiles({ claimId, files }: { claimId: number; files: AttachedFile[] }) {
  const { t } = useTranslation('us-packages');
  const [busy, setBusy] = useState<string | null>(null);
  const open = async (file: AttachedFile) => {
    setBusy(file.filename);
    try {
      const url = URL.createObjectURL(await downloadPackageClaimFile(claimId, file.filename));
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
          title={t('claims.open_file', { name: file.original_name })}
        >
          {file.original_name}
        </Button>
      ))}
    </Group>
  );
}
