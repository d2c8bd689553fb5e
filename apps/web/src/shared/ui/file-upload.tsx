import { useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button, CloseButton, FileButton, Group, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  MAX_ATTACHED_FILES,
  MAX_UPLOAD_BYTES,
  uploadContentTypes,
  type AttachedFile,
  type UploadedFile,
} from '@cabinet/contracts/uploads';
import { ApiError } from '../api/api-error.ts';
import { errorMessage } from '../api/error-message.ts';
import { uploadFile } from '../api/upload-file.ts';

const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'application/pdf': ['.pdf'],
};
const acceptOf = (types: readonly string[]) => [...types, ...types.flatMap((type) => EXTENSIONS[type] ?? [])].join(',');
/** Codes whose wording this component owns (§8 "Files"). */
const FILE_ERRORS = ['invalid_file_format', 'file_too_large'];

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

interface Pending {
  key: number;
  file: File;
  progress: number;
  error: string | null;
  /** A failed upload may be sent again; a file refused for its type or size may not. */
  retryable: boolean;
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
  const [pending, setPending] = useState<Pending[]>([]);
  const [refused, setRefused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(0);
  // Several uploads may finish before the parent re-renders: each adds to the latest list, not the rendered one.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  const busy = pending.some((p) => p.error === null);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const patch = (key: number, change: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const drop = (key: number) => setPending((list) => list.filter((p) => p.key !== key));

  const isRetryable = (err: unknown) => !(err instanceof ApiError && err.status >= 400 && err.status < 500);
  const failureText = (err: unknown) =>
    err instanceof ApiError && FILE_ERRORS.includes(err.code)
      ? t(`ui.files.errors.${err.code}`)
      : err instanceof ApiError && err.status >= 400 && err.status < 500
        ? errorMessage(err, t)
        : t('ui.files.errors.upload_failed');

  const start = (item: Pending) => {
    const { key, file } = item;
    if (file.size > MAX_UPLOAD_BYTES) return patch(key, { error: t('ui.files.errors.file_too_large') });
    if (file.type && !accept.includes(file.type)) {
      return patch(key, { error: t('ui.files.errors.invalid_file_format') });
    }
    patch(key, { error: null, progress: 0, retryable: false });
    upload(file, { onProgress: (progress) => patch(key, { progress }) }).then(
      (done: UploadedFile) => {
        latest.current = [...latest.current, { filename: done.filename, original_name: done.original_name }];
        onChange(latest.current);
        drop(key);
      },
      (err: unknown) => patch(key, { error: failureText(err), retryable: isRetryable(err) }),
    );
  };

  const add = (files: File[]) => {
    const room = max - latest.current.length - pending.filter((p) => p.error === null).length;
    setRefused(files.length > Math.max(0, room));
    const items = files
      .slice(0, Math.max(0, room))
      .map((file) => ({ key: nextKey.current++, file, progress: 0, error: null, retryable: false }));
    setPending((list) => [...list, ...items]);
    items.forEach(start);
  };

  const remove = (filename: string) => {
    setRefused(false);
    onChange(latest.current.filter((f) => f.filename !== filename));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  const full = value.length + pending.filter((p) => p.error === null).length >= max;
  return (
    <Input.Wrapper id={id} label={label} description={description} error={error} required={required}>
      <Stack gap="xs" mt={4}>
        <Paper
          withBorder
          p="md"
          style={{ borderStyle: 'dashed', opacity: disabled ? 0.6 : 1 }}
          bg={dragging ? 'var(--mantine-color-blue-light)' : undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {hint ?? t('ui.files.hint', { max })}
            </Text>
            <FileButton onChange={add} accept={acceptOf(accept)} multiple disabled={disabled} inputProps={{ id }}>
              {(props) => (
                <Button variant="default" size="xs" disabled={disabled} {...props}>
                  {t('ui.files.choose')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Paper>
        {refused && (
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
              onClick={() => remove(f.filename)}
            />
          </Group>
        ))}
        {pending.map((p) => (
          <Stack key={p.key} gap={4}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {p.file.name}
              </Text>
              {p.error !== null && (
                <Group gap={4} wrap="nowrap">
                  {p.retryable && (
                    <Button variant="subtle" size="compact-xs" disabled={full} onClick={() => start(p)}>
                      {t('ui.files.retry')}
                    </Button>
                  )}
                  <CloseButton
                    size="sm"
                    aria-label={t('ui.files.remove', { name: p.file.name })}
                    onClick={() => drop(p.key)}
                  />
                </Group>
              )}
            </Group>
            {p.error === null ? (
              <Progress
                value={Math.round(p.progress * 100)}
                size="sm"
                aria-label={t('ui.files.uploading', { name: p.file.name })}
              />
            ) : (
              <Text size="xs" c="red.8" role="alert">
                {p.error}
              </Text>
            )}
          </Stack>
        ))}
      </Stack>
    </Input.Wrapper>
  );
}
