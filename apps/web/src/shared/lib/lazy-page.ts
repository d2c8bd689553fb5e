import type { ComponentType } from 'react';
import { i18n } from '../i18n/i18n.ts';
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
 * A lazy route module whose strings arrive with its code, so that the page never renders half-translated
 * and never suspends on its namespace (or namespaces: a desk may also show another feature's words).
 */
export function lazyPage<M>(
  namespace: string | readonly string[] | null,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
) {
  return async () => {
    const [module] = await withTimeout(
      Promise.all([load(), namespace ? i18n.loadNamespaces(namespace as string | string[]) : null]),
    );
    return { Component: pick(module) };
  };
}
