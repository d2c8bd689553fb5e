import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/**/*.api.test.ts'];
const apiProject = (name: string, env: Record<string, string>) => ({
  test: { name, include: apiTests, environment: 'node', env, testTimeout: 30_000, hookTimeout: 60_000 },
});

/**
 * Unit tests, the API suites on PGlite, the same suites on PostgreSQL when DATABASE_URL is set (CI), and the
 * web component tests (apps/web has its own config for the jsdom environment).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/api/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...apiTests, '**/node_modules/**'],
          environment: 'node',
        },
      },
      apiProject('api:pglite', { TEST_DB: 'pglite' }),
      ...(process.env.DATABASE_URL ? [apiProject('api:postgres', { TEST_DB: 'postgres' })] : []),
      'apps/web',
    ],
  },
});
