import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AttachedFile } from '@cabinet/contracts/uploads';
import { reworded } from '../../../shared/api/reword.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useClaimReturn } from '../api/unidentified-returns.ts';

const FIELDS = ['message', 'files'] as const;
const PROBLEMS = ['claim_exists', 'return_not_unidentified'];

/**
 * The claim on an unidentified return being written: the message and proof files, a submit that waits for uploads,
 * sends, and goes back to the list; the page keeps it, so that it outlives the form while the return reloads.
 */
export function useClaimForm(id: number) {
  const { t } = useTranslation('returns');
  const navigate = useNavigate();
  const claim = useClaimReturn();
  const [uploading, setUploading] = useState(false);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<{ message: string; files: AttachedFile[] }>({
    initialValues: { message: '', files: [] },
    validate: {
      message: (value) => (value.trim().length < 3 ? t('claim.message_short') : null),
      files: (files) => (files.length === 0 ? t('claim.files_required') : null),
    },
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    if (uploading) return onInvalid({ files: t('claim.wait_uploads') }, values, event);
    try {
      await claim.mutateAsync({
        id,
        body: { message: values.message.trim(), files: values.files.map((f) => f.filename) },
      });
      notifySuccess(t('claim.done'));
      await navigate(paths.unidentifiedReturns);
    } catch (error) {
      onServerError(reworded(error, t, 'returns', PROBLEMS), form, event);
    }
  }, onInvalid);

  return { form, submit, failure, setUploading, pending: claim.isPending };
}
