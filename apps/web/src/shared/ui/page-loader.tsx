import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner with a spoken "Loading…", for pages and sections waiting for data. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <Center mih={fullScreen ? '100dvh' : 240} role="status">
      <Loader aria-hidden="true" />
      {ready && <VisuallyHidden>{t('status.loading')}</VisuallyHidden>}
    </Center>
  );
}
