/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
    // Worker threads, not processes: the same isolation (a fresh module graph and jsdom per file), a third less
    // CPU for this project (101 files: 478 s → 338 s of CPU, 253 s → 182 s alone on two cores).
    pool: 'threads',
  },
});
