import { Center, Image, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useImageFile } from '../api/image-file.ts';

export interface ProductPictureProps {
  /** An API path (`/products/1/images/2/thumb`, `/maintenance/files/….png`), or null for "no image". */
  path: string | null;
  alt: string;
  size: number;
}

/** A product's picture in a fixed square: a placeholder while it loads, a labelled box when there is none. */
export function ProductPicture({ path, alt, size }: ProductPictureProps) {
  const { t } = useTranslation('products');
  const { url, failed } = useImageFile(path);
  if (path === null || failed) {
    return (
      <Center w={size} h={size} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <Text size="xs" c="gray.7" ta="center">
          {t('images.none')}
        </Text>
      </Center>
    );
  }
  if (!url) return <Skeleton w={size} h={size} radius="sm" data-testid="picture-loading" />;
  return <Image src={url} alt={alt} w={size} h={size} fit="contain" radius="sm" bg="gray.0" />;
}
