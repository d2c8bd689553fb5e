import type { ReactNode } from 'react';
import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_PRODUCT_IMAGES } from '@cabinet/contracts/products';
import { uploadsApi, type AttachedFile } from '@cabinet/contracts/uploads';
import { pathOf } from '../../../shared/api/call.ts';
import type { uploadFile } from '../../../shared/api/upload-file.ts';
import { FileUpload } from '../../../shared/ui/file-upload.tsx';
import { ProductPicture } from './product-picture.tsx';

/** §5 pictures take images only: a PDF is refused before it is sent (and by the server on save). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** A picture the product keeps (by id) or a new upload (by filename), in display order. */
export type ImageItem =
  { id: number; thumb_url: string } | ({ filename: string } & Pick<AttachedFile, 'original_name'>);

const keyOf = (item: ImageItem) => ('id' in item ? `id-${item.id}` : item.filename);
const pictureOf = (item: ImageItem) =>
  'id' in item ? item.thumb_url : pathOf(uploadsApi.file, { params: { filename: item.filename } });

export interface ProductImagesFieldProps {
  value: ImageItem[];
  onChange(value: ImageItem[]): void;
  error?: ReactNode;
  onBusyChange?(busy: boolean): void;
  upload?: typeof uploadFile;
}

/** The product's pictures as thumbnails with remove buttons, and the shared uploader for more (at most 10). */
export function ProductImagesField({ value, onChange, error, onBusyChange, upload }: ProductImagesFieldProps) {
  const { t } = useTranslation('products');
  const add = (files: AttachedFile[]) => {
    // The uploader reports every file it finished since the last render: keep the ones not yet shown.
    const known = new Set(value.map(keyOf));
    const fresh = files.filter((f) => !known.has(f.filename));
    if (fresh.length) onChange([...value, ...fresh]);
  };
  return (
    <Stack gap="xs">
      <FileUpload
        value={[]}
        onChange={add}
        label={t('fields.images')}
        required
        error={error}
        disabled={value.length >= MAX_PRODUCT_IMAGES}
        max={Math.max(0, MAX_PRODUCT_IMAGES - value.length)}
        accept={IMAGE_TYPES}
        hint={t('images.hint', { max: MAX_PRODUCT_IMAGES })}
        onBusyChange={onBusyChange}
        upload={upload}
      />
      {value.length > 0 && (
        <Group gap="sm" data-testid="product-images">
          {value.map((item, index) => (
            <Paper key={keyOf(item)} withBorder p={4} pos="relative">
              <ProductPicture path={pictureOf(item)} alt={t('images.alt', { number: index + 1 })} size={96} />
              <ActionIcon
                pos="absolute"
                top={2}
                right={2}
                size="sm"
                color="red"
                variant="filled"
                aria-label={t('images.remove', { number: index + 1 })}
                onClick={() => onChange(value.filter((other) => other !== item))}
              >
                ×
              </ActionIcon>
            </Paper>
          ))}
        </Group>
      )}
    </Stack>
  );
}
