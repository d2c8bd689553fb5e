import { createElement, lazy, type ComponentType } from 'react';
import { i18n } from '../i18n/i18n.ts';
import { PageBoundary } from '../ui/page-boundary.tsx';
import { CHUNK_LOAD_TIMEOUT_MS } from './constants.ts';

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('chunk load timed out');
    this.name = 'ChunkLoadTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The route table is built, and the first route matched, before main.tsx has set i18n up; a namespace asked for
 * then would not load (i18next answers at once), and the page would fetch it only when it renders.
 */
const i18nReady = () =>
  i18n.isInitialized ? Promise.resolve() : new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));

const loadNamespaces = async (namespace: string | readonly string[]) => {
  await i18nReady();
  await i18n.loadNamespaces(namespace as string | string[]);
};

/**
 * A lazy route whose page draws inside the layout at once: its loader shows while the page's code and strings arrive
 * (together, so that the page never renders half-translated), an error with a retry if they do not. The route
 * itself resolves at once, so the router never holds the old screen — nor a blank one — while a chunk downloads.
 */
export function lazyPage<M>(
  namespace: string | readonly string[] | null,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () =>
    (loading ??= withTimeout(Promise.all([load(), namespace ? loadNamespaces(namespace) : null])).then(([module]) => ({
      default: pick(module),
    })));
  const Loaded = lazy(start);
  const LazyPage = () => createElement(PageBoundary, null, createElement(Loaded));
  return async () => {
    // The download starts when the router matches the route — beside the layout's, not after it has drawn. A failure
    // is shown by the page's boundary when it renders.
    start().catch(() => undefined);
    return { Component: LazyPage };
  };
}
