import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Center, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LAZY_IMAGE_DEBOUNCE_MS } from '../lib/constants.ts';

export interface LazyImageProps {
  src: string;
  alt: string;
  width?: number | string;
  height?: number | string;
  /** Shown instead of the image when it fails to load; defaults to a labelled grey box. */
  fallback?: ReactNode;
  /** How near the viewport counts as near (IntersectionObserver rootMargin). */
  rootMargin?: string;
  radius?: string;
}

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

/** An image fetched only after it has stayed near the viewport for 777 ms (§9), with placeholder and fallback. */
export function LazyImage(props: LazyImageProps) {
  // A new source starts over from the placeholder.
  return <LazyImageOnce key={props.src} {...props} />;
}

function LazyImageOnce({ src, alt, width, height, fallback, rootMargin = '200px', radius = 'sm' }: LazyImageProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>(() =>
    typeof IntersectionObserver === 'undefined' ? 'loading' : 'waiting',
  );

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (!entry?.isIntersecting) return;
        timer = setTimeout(() => {
          observer.disconnect();
          setPhase('loading');
        }, LAZY_IMAGE_DEBOUNCE_MS);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [rootMargin]);

  return (
    <Box ref={box} w={width} h={height} pos="relative" style={{ overflow: 'hidden' }}>
      {(phase === 'waiting' || phase === 'loading') && (
        <Skeleton w="100%" h="100%" radius={radius} pos="absolute" inset={0} data-testid="lazy-image-placeholder" />
      )}
      {phase === 'failed' &&
        (fallback ?? (
          <Center role="img" aria-label={`${alt}: ${t('ui.image_failed')}`} w="100%" h="100%" bg="gray.1">
            <Text size="xs" c="dimmed" ta="center" aria-hidden>
              {t('ui.image_failed')}
            </Text>
          </Center>
        ))}
      {(phase === 'loading' || phase === 'loaded') && (
        <img
          src={src}
          alt={alt}
          width="100%"
          height="100%"
          style={{ objectFit: 'cover', opacity: phase === 'loaded' ? 1 : 0, display: 'block' }}
          onLoad={() => setPhase('loaded')}
          onError={() => setPhase('failed')}
        />
      )}
    </Box>
  );
}
