import { useSyncExternalStore } from 'react';
import { storage, storageKeys } from '../lib/storage.ts';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/**
 * The session token (§4: its presence is "logged in"; the user is loaded from it). Kept in localStorage so
 * that other tabs share the session; a change made in another tab reaches this one through `storage` events.
 */
export const tokenStore = {
  get: (): string | null => storage.get(storageKeys.token),
  set(token: string): void {
    storage.set(storageKeys.token, token);
    emit();
  },
  clear(): void {
    storage.remove(storageKeys.token);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === storageKeys.token || event.key === null) emit();
  });
}

export function useToken(): string | null {
  return useSyncExternalStore(tokenStore.subscribe, tokenStore.get);
}
