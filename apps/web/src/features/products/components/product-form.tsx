import { useState } from 'react';
import { Button, Checkbox, Group, SegmentedControl, Stack, Input } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { productBodySchema, productKinds, type Product, type ProductBody } from '@cabinet/contracts/products';
import type { uploadFile } from '../../../shared/api/upload-file.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { ProductIdentityFields } from './product-identity-fields.tsx';
import { ProductImagesField } from './product-images-field.tsx';
import { ProductMeasureFields } from './product-measure-fields.tsx';
import {
  PRODUCT_FIELDS,
  bodyOf,
  emptyProduct,
  validateProduct,
  valuesOf,
  type ProductValues,
} from './product-form-values.ts';
import { LimitedTextarea } from '../../../shared/ui/limited-text.tsx';

export interface ProductFormProps {
  product?: Product;
  /** A new product starts in the folder the list shows. */
  initialCategoryId?: number | null;
  pending: boolean;
  onSubmit(body: ProductBody): Promise<unknown>;
  onCancel(): void;
  upload?: typeof uploadFile;
}

/** §3 Product: both customs names, SKU, HS code, manufacturer, folder, kind, flags, cost, measures and pictures. */
export function ProductForm({
  product,
  initialCategoryId = null,
  pending,
  onSubmit,
  onCancel,
  upload,
}: ProductFormProps) {
  const { t } = useTranslation('products');
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, PRODUCT_FIELDS);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductValues>({
    initialValues: product ? valuesOf(product) : emptyProduct(initialCategoryId),
    validate: (values) => validateProduct(values, t),
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      await onSubmit(bodyOf(values));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <ProductIdentityFields form={form} />
        <Input.Wrapper label={t('fields.kind')}>
          <div>
            <SegmentedControl
              aria-label={t('fields.kind')}
              data={productKinds.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              {...form.getInputProps('kind')}
            />
          </div>
        </Input.Wrapper>
        <Group gap="xl">
          <Checkbox label={t('fields.handmade')} {...form.getInputProps('handmade', { type: 'checkbox' })} />
          <Checkbox
            label={t('fields.individual_packaging')}
            {...form.getInputProps('individual_packaging', { type: 'checkbox' })}
          />
        </Group>
        <LimitedTextarea
          schema={productBodySchema}
          field="description"
          label={t('fields.description')}
          autosize
          minRows={2}
          {...form.getInputProps('description')}
        />
        <ProductMeasureFields form={form} />
        <ProductImagesField
          value={form.values.images}
          onChange={(images) => form.setFieldValue('images', images)}
          error={form.errors.images}
          onBusyChange={setUploading}
          upload={upload}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={uploading}>
            {t(product ? 'form.save' : 'form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
