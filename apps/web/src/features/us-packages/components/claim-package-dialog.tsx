import { useState } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AttachedFile } from '@cabinet/contracts/uploads';
import { packageClaimBodySchema, type UnidentifiedPackage } from '@cabinet/contracts/us-package-claims';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { useRetained } from '../../../shared/lib/use-retained.ts';
import { FileUpload } from '../../../shared/ui/file-upload.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextarea, LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useClaimPackage } from '../api/package-claims.ts';

interface Values {
  order_number: string;
  tracking_number: string;
  message: string;
  files: AttachedFile[];
}
const FIELDS = ['order_number', 'tracking_number', 'message', 'files'];
const empty = (): Values => ({ order_number: '', tracking_number: '', message: '', files: [] });

function useClaimForm(t: TFunction) {
  return useForm<Values>({
    initialValues: empty(),
    validate: {
      order_number: (v) => (v.trim() ? null : t('validation.required')),
      tracking_number: (v) => (v.trim().length >= 4 ? null : t('check_in.tracking_short')),
      files: (v) => (v.length > 0 ? null : t('pool.files_required')),
    },
  });
}

/** Claims an unidentified package: the shop's order number, the full tracking number, 1–5 proof files. */
export function ClaimPackageDialog({ pkg, onClose }: { pkg: UnidentifiedPackage | null; onClose: () => void }) {
  const { t } = useTranslation('us-packages');
  const claim = useClaimPackage();
  const [uploading, setUploading] = useState(false);
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useClaimForm(t);
  const close = () => {
    form.reset();
    clear();
    onClose();
  };
  const submit = form.onSubmit(async (values, event) => {
    if (!pkg) return;
    clear();
    try {
      await claim.mutateAsync({ id: pkg.id, body: { ...values, files: values.files.map((f) => f.filename) } });
      notifySuccess(t('pool.claimed'));
      close();
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);
  const titled = useRetained(pkg);
  return (
    <Modal
      opened={pkg !== null}
      onClose={close}
      size="lg"
      title={t('pool.claim_title', { carrier: titled?.carrier, tail: titled?.tracking_tail })}
      closeButtonProps={{ 'aria-label': t('ui.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormError title={failure?.title ?? null} messages={failure?.messages} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {(['order_number', 'tracking_number'] as const).map((field) => (
              <LimitedTextInput
                key={field}
                schema={packageClaimBodySchema}
                field={field}
                label={t(`pool.${field}`)}
                required
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <LimitedTextarea
            schema={packageClaimBodySchema}
            field="message"
            label={t('pool.message')}
            autosize
            {...form.getInputProps('message')}
          />
          <FileUpload
            label={t('pool.files')}
            description={t('pool.files_hint')}
            required
            value={form.values.files}
            onChange={(files) => form.setFieldValue('files', files)}
            error={form.errors.files}
            onBusyChange={setUploading}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={claim.isPending} disabled={uploading}>
              {t('pool.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
