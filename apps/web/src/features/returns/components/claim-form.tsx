import { Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { returnClaimBodySchema } from '@cabinet/contracts/returns';
import { FileUpload } from '../../../shared/ui/file-upload.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';
import type { useClaimForm } from './use-claim-form.ts';

/** Why the return is the seller's (3 characters at least) and 1–5 proof files (§5). */
export function ClaimForm({ claim }: { claim: ReturnType<typeof useClaimForm> }) {
  const { t } = useTranslation('returns');
  const { form, submit, failure, setUploading } = claim;
  return (
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
          <Button type="submit" loading={claim.pending}>
            {t('claim.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
