import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll } from 'vitest';
import { loadCatalogue } from '../src/app/catalogues.ts';
import { i18n, initI18n } from '../src/shared/i18n/i18n.ts';

// The test DOM (happy-dom) lacks what Mantine measures with, or answers it differently from a browser.
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
// Mantine's autosizing textarea listens to the FontFaceSet, which a test DOM may lack.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

// Tests read the English catalogues; the language detection has its own tests.
beforeAll(async () => {
  if (!i18n.isInitialized) await initI18n(loadCatalogue, 'en');
  await i18n.loadNamespaces(['auth', 'account', 'dashboard']);
});

// Files share one module graph (vite.config.ts `isolate: false`): whatever a test leaves in a module's state — a
// toast in the notifications store, another language — is put back here, so that no file sees another's.
afterEach(async () => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
