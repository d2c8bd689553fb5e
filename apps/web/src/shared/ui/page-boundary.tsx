import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { reportError } from '../lib/report-error.ts';
import { PageLoader } from './page-loader.tsx';

/** Shown in the page's place, the frame around it kept, when its code failed to arrive or it failed to draw. */
function PageFailed() {
  const { t } = useTranslation();
  return (
    <Stack align="center" ta="center" gap="sm" py="xl" role="alert">
      <Title order={1} size="h2">
        {t('route_error.title')}
      </Title>
      <Text c="gray.7">{t('route_error.text')}</Text>
      {/* A module whose download failed stays failed in this document: only a reload fetches it again. */}
      <Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>
    </Stack>
  );
}

class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
    reportError(error);
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

/**
 * Around every lazily loaded page: a loader while its code and strings arrive, an error with a retry when they do
 * not. It sits inside the layout, so the header and the menu stay on screen; a page mounted afresh (another route)
 * gets a fresh boundary, which shows its loader at once even while the router's transition keeps the old page.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}
