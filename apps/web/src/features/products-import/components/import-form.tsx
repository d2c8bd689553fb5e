import { useState } from 'react';
import { Button, Card, FileInput, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@cabinet/contracts/common';
import { MAX_IMPORT_ROWS } from '@cabinet/contracts/products-import';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { notifyError } from '../../../shared/ui/notify.ts';
import { downloadTemplate, useUploadAndStart } from '../api/import-actions.ts';

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/** §2: the template download (headers in a chosen language) and the file to import with its Start button. */
export function ImportForm({ running }: { running: boolean }) {
  const { t } = useTranslation('products-import');
  const [lang, setLang] = useState<Language>(currentLanguage());
  const [downloading, setDownloading] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadAndStart();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadTemplate(lang);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setDownloading(false);
    }
  };
  const start = () => {
    if (!file) return;
    upload.mutate(file, { onSuccess: () => setFile(null) });
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('template.title')}
          </Title>
          <Text size="sm" c="gray.7">
            {t('template.caption')}
          </Text>
          <Group gap="sm" wrap="wrap">
            <SegmentedControl
              aria-label={t('template.language')}
              value={lang}
              onChange={(value) => setLang(value as Language)}
              data={languages.map((l) => ({ value: l, label: t(`template.languages.${l}`) }))}
            />
            <Button variant="light" onClick={() => void download()} loading={downloading}>
              {t('template.download')}
            </Button>
          </Group>
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('upload.title')}
          </Title>
          <FileInput
            label={t('upload.file')}
            description={t('upload.hint', { max: MAX_IMPORT_ROWS })}
            accept={ACCEPT}
            value={file}
            onChange={(value) => {
              setFile(value);
              upload.reset();
            }}
            clearable
            error={upload.isError ? errorMessage(upload.error, t) : undefined}
            maw={480}
          />
          <Group>
            <Button onClick={start} disabled={!file || running} loading={upload.isPending}>
              {t('actions.start')}
            </Button>
            {running && (
              <Text size="sm" c="gray.7">
                {t('upload.wait_running')}
              </Text>
            )}
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
