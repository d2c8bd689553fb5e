import { useState } from 'react';
import { Button, Checkbox, Group, SegmentedControl, Select, SimpleGrid, Stack, TextInput, Input } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { productBodySchema, productKinds, type Product, type ProductBody } from '@cabinet/contracts/products';
import type { uploadFile } from '../../../shared/api/upload-file.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { FormError } from '../../../shared/ui/form-error.tsx';
import { MeasureInput } from '../../../shared/ui/measure-input.tsx';
import { CustomsCodePicker } from '../../customs-codes/components/customs-code-picker.tsx';
import { useFolderTree } from '../api/folders.ts';
import { folderOptions } from './folder-options.ts';
import { ManufacturerField } from './manufacturer-field.tsx';
import { ProductImagesField } from './product-images-field.tsx';
import {
  PRODUCT_FIELDS,
  bodyOf,
  emptyProduct,
  validateProduct,
  valuesOf,
  type ProductValues,
} from './product-form-values.ts';
import { LimitedTextarea, LimitedTextInput } from '../../../shared/ui/limited-text.tsx';

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
  const folders = useFolderTree();
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

  const unit = { kg: t('units.kg'), cm: t('units.cm') };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError title={failure?.title ?? null} messages={failure?.messages} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <LimitedTextInput
            schema={productBodySchema}
            field="title_uk"
            label={t('fields.title_uk')}
            required
            {...form.getInputProps('title_uk')}
          />
          <LimitedTextInput
            schema={productBodySchema}
            field="title_en"
            label={t('fields.title_en')}
            required
            {...form.getInputProps('title_en')}
          />
          <TextInput
            label={t('fields.sku')}
            description={t('form.sku_hint')}
            required
            maxLength={64}
            autoComplete="off"
            {...form.getInputProps('sku')}
          />
          <CustomsCodePicker
            label={t('fields.hs_code')}
            value={form.values.hs_code}
            onChange={(code) => form.setFieldValue('hs_code', code)}
            error={form.errors.hs_code}
          />
          <ManufacturerField
            value={form.values.manufacturer_id}
            onChange={(value) => form.setFieldValue('manufacturer_id', value)}
            error={form.errors.manufacturer_id as string | undefined}
          />
          <Select
            label={t('fields.category')}
            placeholder={t('form.uncategorised')}
            clearable
            searchable
            nothingFoundMessage={t('form.nothing_found')}
            data={folderOptions(folders.data ?? []).map(({ value, label }) => ({ value, label }))}
            {...form.getInputProps('category_id')}
          />
        </SimpleGrid>
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
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label={t('fields.cost')}
            description={t('form.cost_hint')}
            inputMode="decimal"
            rightSection="USD"
            rightSectionWidth={48}
            {...form.getInputProps('cost')}
          />
          <MeasureInput
            measure="kg"
            unitLabel={unit.kg}
            required={false}
            label={t('fields.weight')}
            {...form.getInputProps('weight_kg')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <MeasureInput
            measure="cm"
            unitLabel={unit.cm}
            required={false}
            label={t('fields.length')}
            {...form.getInputProps('length_cm')}
          />
          <MeasureInput
            measure="cm"
            unitLabel={unit.cm}
            required={false}
            label={t('fields.width')}
            {...form.getInputProps('width_cm')}
          />
          <MeasureInput
            measure="cm"
            unitLabel={unit.cm}
            required={false}
            label={t('fields.height')}
            {...form.getInputProps('height_cm')}
          />
        </SimpleGrid>
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
