import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProofFile } from './shipment-form-values.ts';

interface Props {
  value: ProofFile[];
  onChange: (files: ProofFile[]) => void;
  error?: unknown;
}

/** Proof of value (§3 "invoices"): up to 5 images or PDFs; express needs one, a statement in English (§5). */
export function ProofFilesField({ value, error }: Props) {
  const { t } = useTranslation('shipments');
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        {t('form.proof_files')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('form.proof_files_hint')}
      </Text>
      {value.map((file) => (
        <Text key={file.filename} size="sm">
          {file.original_name}
        </Text>
      ))}
      {typeof error === 'string' && (
        <Text c="red.8" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
