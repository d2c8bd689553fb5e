import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usPackageCheckInBodySchema } from '@cabinet/contracts/us-packages';
import { FileUpload } from '../../../shared/ui/file-upload.tsx';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { LimitedTextarea, LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { MeasureInput } from '../../../shared/ui/measure-input.tsx';
import { uploadPackagePhoto } from '../api/ops-packages.ts';
import { MEASURES } from './check-in-values.ts';
import { useCheckInForm } from './use-check-in-form.ts';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Checks a package in: the label's suite (empty when there is none), carrier and tracking, measures, contents, photos. */
export function CheckInForm() {
  const { t } = useTranslation('us-packages');
  const { form, submit, failure, pending } = useCheckInForm();
  const [uploading, setUploading] = useState(false);

  const text = (field: 'suite' | 'carrier' | 'tracking_number', more: { description?: string; required?: boolean }) => (
    <LimitedTextInput
      schema={usPackageCheckInBodySchema}
      field={field}
      label={t(`check_in.${field}`)}
      {...more}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {text('suite', { description: t('check_in.suite_hint') })}
          {text('carrier', { required: true })}
          {text('tracking_number', { required: true })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {MEASURES.map((field) => (
            <MeasureInput
              key={field}
              measure={field === 'weight_kg' ? 'kg' : 'cm'}
              unitLabel={t(field === 'weight_kg' ? 'units.kg' : 'units.cm')}
              label={t(`check_in.${field}`)}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
        <LimitedTextarea
          schema={usPackageCheckInBodySchema}
          field="contents"
          label={t('check_in.contents')}
          required
          autosize
          {...form.getInputProps('contents')}
        />
        <FileUpload
          label={t('check_in.photos')}
          description={t('check_in.photos_hint')}
          hint={t('check_in.photos_drop')}
          required
          accept={PHOTO_TYPES}
          upload={uploadPackagePhoto}
          value={form.values.photos}
          onChange={(photos) => form.setFieldValue('photos', photos)}
          error={form.errors.photos}
          onBusyChange={setUploading}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={uploading}>
            {t('check_in.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
