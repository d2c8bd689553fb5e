import { useEffect, useMemo } from 'react';
import { Image, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadLabelPhoto } from '../api/package-claims.ts';
import { packageKeys } from '../api/package-keys.ts';

/** The label photo of an unidentified package, blurred by the server so that no name or address can be read. */
export function LabelThumb({ id, tail }: { id: number; tail: string }) {
  const { t } = useTranslation('us-packages');
  const file = useQuery({
    queryKey: packageKeys.label(id),
    queryFn: ({ signal }) => downloadLabelPhoto(id, signal),
    staleTime: Infinity,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data) : null), [file.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (file.isError) {
    return (
      <Text size="xs" c="gray.7">
        {t('photo_failed')}
      </Text>
    );
  }
  if (!url) return <Skeleton width={96} height={72} radius="sm" />;
  return <Image src={url} alt={t('pool.label_alt', { tail })} w={96} h={72} fit="cover" radius="sm" />;
}
