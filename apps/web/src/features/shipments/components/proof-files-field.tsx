import { useTranslation } from 'react-i18next';
import { MAX_PROOF_FILES } from '@cabinet/contracts/shipments';
import { FileUpload } from '../../../shared/ui/file-upload.tsx';
import type { ProofFile } from './shipment-form-values.ts';

interface Props {
  value: ProofFile[];
  onChange: (files: ProofFile[]) => void;
  error?: unknown;
  required: boolean;
  onBusyChange: (busy: boolean) => void;
}

/** Proof of value (§3 "invoices"): up to 5 images or PDFs; express needs one, a statement in English (§5). */
export function ProofFilesField({ value, onChange, error, required, onBusyChange }: Props) {
  const { t } = useTranslation('shipments');
  return (
    <FileUpload
      label={t('form.proof_files')}
      description={t('form.proof_files_hint')}
      value={value}
      onChange={onChange}
      max={MAX_PROOF_FILES}
      required={required}
      error={typeof error === 'string' ? error : undefined}
      onBusyChange={onBusyChange}
    />
  );
}
