import { useId, type ReactNode } from 'react';
import { CloseButton, Group, Input, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_ATTACHED_FILES, uploadContentTypes, type AttachedFile } from '@cabinet/contracts/uploads';
import { uploadFile } from '../api/upload-file.ts';
import { FileUploadDropZone } from './file-upload-drop-zone.tsx';
import { FileUploadPending } from './file-upload-pending.tsx';
import { useFileUploadQueue } from './use-file-upload-queue.ts';

const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'application/pdf': ['.pdf'],
};
const acceptOf = (types: readonly string[]) => [...types, ...types.flatMap((type) => EXTENSIONS[type] ?? [])].join(',');

export interface FileUploadProps {
  /** The attached files (stored names from `POST /maintenance/upload` and the names to show). */
  value: AttachedFile[];
  onChange: (files: AttachedFile[]) => void;
  /** At most this many files (§8: 5); the next one is refused with 'cannot exceed'. */
  max?: number;
  label?: ReactNode;
  description?: ReactNode;
  /** A form's error for the field (e.g. "attach at least one file"). */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** True while a file is still uploading: a form should not submit then. */
  onBusyChange?: (busy: boolean) => void;
  /** The upload call (tests pass a stub). */
  upload?: typeof uploadFile;
  /** The content types this form takes (a product's pictures: images only); defaults to every upload type. */
  accept?: readonly string[];
  /** The drop zone's text when the default ('images or PDF') does not fit the accepted types. */
  hint?: ReactNode;
}

/**
 * Pick or drop images and PDFs: each is uploaded at once, with progress; finished files are listed with a remove
 * button. The server judges the real type; this only refuses what is plainly wrong before sending it.
 */
export function FileUpload({
  value,
  onChange,
  max = MAX_ATTACHED_FILES,
  label,
  description,
  error,
  required,
  disabled,
  onBusyChange,
  upload = uploadFile,
  accept = uploadContentTypes,
  hint,
}: FileUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const queue = useFileUploadQueue({ value, onChange, max, onBusyChange, upload, accept });
  return (
    <Input.Wrapper id={id} label={label} description={description} error={error} required={required}>
      <Stack gap="xs" mt={4}>
        <FileUploadDropZone
          inputId={id}
          hint={hint ?? t('ui.files.hint', { max })}
          accept={acceptOf(accept)}
          disabled={disabled}
          onFiles={queue.add}
        />
        {queue.refused && (
          <Text size="sm" c="red.8" role="alert">
            {t('ui.files.too_many', { max })}
          </Text>
        )}
        {value.map((f) => (
          <Group key={f.filename} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" truncate>
              {f.original_name}
            </Text>
            <CloseButton
              size="sm"
              disabled={disabled}
              aria-label={t('ui.files.remove', { name: f.original_name })}
              onClick={() => queue.remove(f.filename)}
            />
          </Group>
        ))}
        {queue.pending.map((p) => (
          <FileUploadPending
            key={p.key}
            item={p}
            full={queue.full}
            onRetry={() => queue.start(p)}
            onDismiss={() => queue.drop(p.key)}
          />
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
