import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { saveFile } from '../../../shared/lib/download.ts';
import { notifyError } from '../../../shared/ui/notify.ts';

/** A button that fetches a file the API makes (CSV, PDF) and hands it to the browser. */
export function DownloadButton({
  label,
  fileName,
  fetchFile,
  disabled,
}: {
  label: string;
  fileName: string;
  fetchFile: () => Promise<Blob>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('reports');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveFile(await fetchFile(), fileName);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" onClick={() => void run()} loading={busy} disabled={disabled}>
      {label}
    </Button>
  );
}
