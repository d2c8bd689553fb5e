import { useState, type DragEvent, type ReactNode } from 'react';
import { Button, FileButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The file field's dashed zone: files dropped on it or picked with its button go to `onFiles`. */
export function FileUploadDropZone({
  inputId,
  hint,
  accept,
  disabled,
  onFiles,
}: {
  /** The hidden file input's id, which the field's label points at. */
  inputId: string;
  hint: ReactNode;
  /** The input's accept attribute. */
  accept: string;
  disabled?: boolean;
  onFiles(files: File[]): void;
}) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };

  return (
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
          {hint}
        </Text>
        <FileButton onChange={onFiles} accept={accept} multiple disabled={disabled} inputProps={{ id: inputId }}>
          {(props) => (
            <Button variant="default" size="xs" disabled={disabled} {...props}>
              {t('ui.files.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Paper>
  );
}
