import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { productBodySchema } from '@cabinet/contracts/products';
import { LimitedTextInput } from '../../../shared/ui/limited-text.tsx';
import { CustomsCodePicker } from '../../customs-codes/components/customs-code-picker.tsx';
import { useFolderTree } from '../api/folders.ts';
import { folderOptions } from './folder-options.ts';
import { ManufacturerField } from './manufacturer-field.tsx';
import type { ProductValues } from './product-form-values.ts';

/** What names the product: both customs names, SKU, HS code, manufacturer and folder. */
export function ProductIdentityFields({ form }: { form: UseFormReturnType<ProductValues> }) {
  const { t } = useTranslation('products');
  const folders = useFolderTree();
  return (
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
  );
}
