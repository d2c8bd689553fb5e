import type { ComponentType } from 'react';
import { i18n } from '../shared/i18n/i18n.ts';

/**
 * A lazy route module whose strings arrive with its code, so that the page never renders half-translated
 * and never suspends on its namespace.
 */
export function lazyPage<M>(namespace: string | null, load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    const [module] = await Promise.all([load(), namespace ? i18n.loadNamespaces(namespace) : null]);
    return { Component: pick(module) };
  };
}
