import { Anchor, Group, Image, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttachedFile } from '@cabinet/contracts/uploads';
import { usePackagePhoto } from '../api/package-photo.ts';

/** A package's photos as thumbnails; each opens full size in a new tab. */
export function PackagePhotos({ side, id, photos }: { side: 'seller' | 'ops'; id: number; photos: AttachedFile[] }) {
  return (
    <Group gap="xs" wrap="wrap">
      {photos.map((photo) => (
        <PackagePhoto key={photo.filename} side={side} id={id} photo={photo} />
      ))}
    </Group>
  );
}

function PackagePhoto({ side, id, photo }: { side: 'seller' | 'ops'; id: number; photo: AttachedFile }) {
  const { t } = useTranslation('us-packages');
  const { url, failed } = usePackagePhoto(side, id, photo.filename);
  if (failed) {
    return (
      <Text size="xs" c="gray.7">
        {t('photo_failed')}
      </Text>
    );
  }
  if (!url) return <Skeleton width={64} height={64} radius="sm" />;
  return (
    <Anchor href={url} target="_blank" rel="noopener" title={t('open_photo', { name: photo.original_name })}>
      <Image src={url} alt={t('photo_alt', { name: photo.original_name })} w={64} h={64} fit="cover" radius="sm" />
    </Anchor>
  );
}
