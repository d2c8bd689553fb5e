import { Button, CloseButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PendingUpload } from './use-file-upload-queue.ts';

/** A file on its way (with its progress) or one that failed (with why, a retry if it may be sent again, a remove). */
export function FileUploadPending({
  item,
  full,
  onRetry,
  onDismiss,
}: {
  item: PendingUpload;
  /** No room for another file: a retry waits. */
  full: boolean;
  onRetry(): void;
  onDismiss(): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate>
          {item.file.name}
        </Text>
        {item.error !== null && (
          <Group gap={4} wrap="nowrap">
            {item.retryable && (
              <Button variant="subtle" size="compact-xs" disabled={full} onClick={onRetry}>
                {t('ui.files.retry')}
              </Button>
            )}
            <CloseButton size="sm" aria-label={t('ui.files.remove', { name: item.file.name })} onClick={onDismiss} />
          </Group>
        )}
      </Group>
      {item.error === null ? (
        <Progress
          value={Math.round(item.progress * 100)}
          size="sm"
          aria-label={t('ui.files.uploading', { name: item.file.name })}
        />
      ) : (
        <Text size="xs" c="red.8" role="alert">
          {item.error}
        </Text>
      )}
    </Stack>
  );
}
