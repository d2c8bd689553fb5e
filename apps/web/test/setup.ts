import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadCatalogue } from '../src/app/catalogues.ts';
import { i18n, initI18n } from '../src/shared/i18n/i18n.ts';

// jsdom lacks what Mantine measures with.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

// Tests read the English catalogues; the language detection has its own tests.
beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n(loadCatalogue, 'en');
  await i18n.loadNamespaces(['auth', 'account', 'dashboard']);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
