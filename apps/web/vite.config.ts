/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { flagIcons } from './flag-icons.plugin.ts';

/** Which chunk a library loaded after the first page goes to: what pages use together travels together. */
function libraryChunk(id: string): string {
  // The error-reporting SDK loads once the first screen is idle (app/error-reporting.ts), on its own.
  if (/node_modules[\\/]@sentry[\\/]/.test(id)) return 'error-reporting';
  if (/node_modules[\\/](@mantine[\\/]dates|dayjs)[\\/]/.test(id)) return 'dates';
  if (/node_modules[\\/](zod|@mantine[\\/]form|react-number-format)[\\/]/.test(id)) return 'forms';
  if (
    /node_modules[\\/](@mantine|@floating-ui|react-remove-scroll|react-transition-group|react-style-singleton|use-callback-ref|use-sidecar|tabbable|get-nonce|detect-node-es|tslib|@tanstack)/.test(
      id,
    )
  )
    return 'mantine';
  return 'libs';
}

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
    // A few chunks of libraries and shared code instead of Rolldown's default of one per shared module: a page
    // loaded about 290 files (Chromium spent more on requesting them than on running them, and a real connection
    // waits on each), now about a dozen. The pages and the translations stay chunks of their own.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules/, tags: ['$initial'], priority: 3 },
            { name: (id: string) => libraryChunk(id), test: /node_modules/, priority: 2 },
            { name: 'shell', test: /src[\\/]/, tags: ['$initial'], priority: 1 },
            { name: 'common', test: /src[\\/]/, minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    // happy-dom, not jsdom: the same 498 tests pass, in 78 s of CPU instead of 119 (jsdom set up its window per file,
    // 137 s of the project's summed time; docs/ci-time.md).
    environment: 'happy-dom',
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
