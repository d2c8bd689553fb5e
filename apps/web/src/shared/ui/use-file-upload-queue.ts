import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES, type AttachedFile, type UploadedFile } from '@cabinet/contracts/uploads';
import { ApiError } from '../api/api-error.ts';
import { errorMessage } from '../api/error-message.ts';
import type { uploadFile } from '../api/upload-file.ts';

/** Codes whose wording the file field owns (§8 "Files"). */
const FILE_ERRORS = ['invalid_file_format', 'file_too_large'];

/** A file being uploaded, or one whose upload failed. */
export interface PendingUpload {
  key: number;
  file: File;
  progress: number;
  error: string | null;
  /** A failed upload may be sent again; a file refused for its type or size may not. */
  retryable: boolean;
}

export interface FileUploadQueueOptions {
  value: AttachedFile[];
  onChange: (files: AttachedFile[]) => void;
  max: number;
  onBusyChange?: (busy: boolean) => void;
  upload: typeof uploadFile;
  accept: readonly string[];
}

const isRetryable = (err: unknown) => !(err instanceof ApiError && err.status >= 400 && err.status < 500);

/**
 * The uploads behind the file field: each picked file is checked (size, plain type), uploaded at once with its
 * progress, and added to the attached list when done; at most `max` files, counting those still on their way.
 */
export function useFileUploadQueue({ value, onChange, max, onBusyChange, upload, accept }: FileUploadQueueOptions) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [refused, setRefused] = useState(false);
  const nextKey = useRef(0);
  // Several uploads may finish before the parent re-renders: each adds to the latest list, not the rendered one.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  const busy = pending.some((p) => p.error === null);
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const patch = (key: number, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const drop = (key: number) => setPending((list) => list.filter((p) => p.key !== key));

  const failureText = (err: unknown) =>
    err instanceof ApiError && FILE_ERRORS.includes(err.code)
      ? t(`ui.files.errors.${err.code}`)
      : err instanceof ApiError && err.status >= 400 && err.status < 500
        ? errorMessage(err, t)
        : t('ui.files.errors.upload_failed');

  const start = (item: PendingUpload) => {
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

  const full = value.length + pending.filter((p) => p.error === null).length >= max;
  return { pending, refused, full, add, start, drop, remove };
}
