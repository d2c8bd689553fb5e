/** Browser storage keys (§9). Nothing else in the app writes to localStorage. */
export const storageKeys = {
  token: 'token',
  language: 'language',
  cart: 'cart',
} as const;
export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

// Storage can throw (private mode, quota, disabled cookies): the app then behaves as if nothing was stored.
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* not persisted: the value lives for this page only */
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing to remove */
    }
  },
};
