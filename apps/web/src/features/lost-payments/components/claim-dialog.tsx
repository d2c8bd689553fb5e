import { Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  claimCommentSchema,
  MAX_CLAIM_FILE_BYTES,
  MAX_CLAIM_FILES,
  claimFileTypes,
  type LostPayment,
} from '@cabinet/contracts/lost-payments';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { formatDate, formatMoney } from '../../../shared/lib/format.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCreateClaim } from '../api/lost-payments.ts';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';

const FIELDS = ['comment', 'files'] as const;
type Values = { comment: string; files: File[] };

/** The checks of §5/§8 before the upload (the server checks the files' real type again). */
export function checkProofFiles(
  files: File[],
): 'files_required' | 'too_many_files' | 'invalid_format' | 'too_large' | null {
  if (files.length === 0) return 'files_required';
  if (files.length > MAX_CLAIM_FILES) return 'too_many_files';
  if (files.some((f) => !(claimFileTypes as readonly string[]).includes(f.type))) return 'invalid_format';
  if (files.some((f) => f.size > MAX_CLAIM_FILE_BYTES)) return 'too_large';
  return null;
}

/** Claims an unidentified payment: why it is the seller's, and the proof (chat screenshots or a PDF, §5). */
export function ClaimDialog({ payment, onClose }: { payment: LostPayment | null; onClose: () => void }) {
  const { t } = useTranslation('lost-payments');
  const create = useCreateClaim();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<Values>({
    initialValues: { comment: '', files: [] },
    validate: {
      comment: (value) =>
        !value.trim() ? t('validation.required') : value.trim().length < 3 ? t('claim.comment_short') : null,
      files: (files) => {
        const problem = checkProofFiles(files);
        return problem ? t(`claim.errors.${problem}`) : null;
      },
    },
  });
  const close = () => {
    form.reset();
    clear();
    onClose();
  };

  const submit = form.onSubmit(async (values, event) => {
    if (!payment) return;
    clear();
    try {
      await create.mutateAsync({ paymentId: payment.id, comment: values.comment.trim(), files: values.files });
      notifySuccess(t('claim.done'));
      close();
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <Modal opened={payment !== null} onClose={close} title={t('claim.title')} size="lg">
      {payment && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text>
              {t('claim.payment', {
                amount: formatMoney(payment.amount),
                date: formatDate(payment.date),
                payer: payment.payer,
              })}
            </Text>
            <FormError title={failure?.title ?? null} messages={failure?.messages} />
            <LimitedTextarea
              schema={claimCommentSchema}
              field=""
              label={t('claim.comment')}
              description={t('claim.comment_hint')}
              required
              autosize
              minRows={3}
              {...form.getInputProps('comment')}
            />
            <FileInput
              label={t('claim.files')}
              description={t('claim.files_hint')}
              placeholder={t('claim.files_placeholder')}
              multiple
              clearable
              required
              accept={claimFileTypes.join(',')}
              {...form.getInputProps('files')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('claim.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
