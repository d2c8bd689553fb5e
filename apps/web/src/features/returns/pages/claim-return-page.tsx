import { useState } from 'react';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { returnClaimBodySchema } from '@cabinet/contracts/returns';
import type { AttachedFile } from '@cabinet/contracts/uploads';
import { ApiError } from '../../../shared/api/api-error.ts';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { reworded } from '../../../shared/api/reword.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { formatDate } from '../../../shared/lib/format.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { Banner } from '../../../shared/ui/banner.tsx';
import { FileUpload } from '../../../shared/ui/file-upload.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useClaimReturn, useUnidentifiedReturn } from '../api/unidentified-returns.ts';
import { ReturnItems } from '../components/return-items.tsx';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';

const FIELDS = ['message', 'files'] as const;
const PROBLEMS = ['claim_exists', 'return_not_unidentified'];

/** /shipments/returns/unidentified/{return_id}/claim (§2): why it is the seller's, with 1–5 proof files (§5). */
export function ClaimReturnPage() {
  const { t } = useTranslation('returns');
  const navigate = useNavigate();
  const id = Number(useParams().returnId);
  const ret = useUnidentifiedReturn(id);
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

  const title = ret.data ? t('claim.title', { number: ret.data.number }) : t('unidentified.title');
  return (
    <Page title={title} caption={t('claim.caption')} back={paths.unidentifiedReturns} loading={ret.isPending}>
      {ret.isError ? (
        <Banner level="warning">
          {ret.error instanceof ApiError && ret.error.status === 404
            ? t('claim.not_found')
            : errorMessage(ret.error, t)}
        </Banner>
      ) : (
        ret.data && (
          <Stack gap="md" maw={720}>
            <Card withBorder>
              <Stack gap={4}>
                <Text fw={600}>
                  {ret.data.number} · {formatDate(ret.data.arrived_at)}
                </Text>
                <Text size="sm">
                  {t('unidentified.tracking_tail', { carrier: ret.data.carrier, tail: ret.data.tracking_tail })}
                </Text>
                {ret.data.note && <Text size="sm">{ret.data.note}</Text>}
                <ReturnItems items={ret.data.items} />
              </Stack>
            </Card>
            <form onSubmit={submit} noValidate>
              <Stack gap="md">
                <FormError title={failure?.title ?? null} messages={failure?.messages} />
                <LimitedTextarea
                  schema={returnClaimBodySchema}
                  field="message"
                  label={t('claim.message')}
                  description={t('claim.message_hint')}
                  required
                  autosize
                  minRows={3}
                  {...form.getInputProps('message')}
                />
                <FileUpload
                  label={t('claim.files')}
                  description={t('claim.files_hint')}
                  required
                  value={form.values.files}
                  onChange={(files) => form.setFieldValue('files', files)}
                  error={form.errors.files}
                  onBusyChange={setUploading}
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={claim.isPending}>
                    {t('claim.submit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stack>
        )
      )}
    </Page>
  );
}
