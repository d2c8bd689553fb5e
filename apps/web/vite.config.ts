/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { flagIcons } from './flag-icons.plugin.ts';

export default defineConfig({
  plugins: [react(), flagIcons()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The production server sends `script-src 'self'`: no inline module-preload polyfill.
    modulePreload: { polyfill: false },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./test/setup.ts'],
    // Component tests render real Mantine trees; on a loaded CI machine with the API suites beside them they
    // need more than the default 5 s.
    testTimeout: 15_000,
    // Worker threads, not processes, and one module graph per worker for all its files (not one per file): loading
    // React, Mantine and the app again for each of 101 files was most of this project's time (478 s of CPU in
    // processes, 338 s in isolated threads, 88 s shared; 182 s → 112 s alone on two cores). test/setup.ts puts back
    // the state a test can leave in a shared module (toasts, the language, storage); the dialog host's readiness
    // follows its mounting (shared/ui/dialog-config.ts).
    pool: 'threads',
    isolate: false,
  },
});
