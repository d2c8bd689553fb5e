import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/**/*.api.test.ts'];
const apiProject = (name: string, env: Record<string, string>, globalSetup: string[] = []) => ({
  test: {
    name,
    include: apiTests,
    globalSetup,
    environment: 'node',
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every suite builds its own app on its own database and keeps no module state, so a worker may reuse the
    // modules it has loaded instead of importing the whole server again for each file (most of the suites' time).
    isolate: false,
    // Worker threads, not processes: the same suites took about a tenth less CPU (docs/ci-time.md, session 17).
    pool: 'threads' as const,
  },
});

/**
 * Unit tests, the API suites on PGlite, the same suites on PostgreSQL when DATABASE_URL is set (CI), and the
 * web component tests (apps/web has its own config for the jsdom environment).
 */
export default defineConfig({
  test: {
    // Vitest's default here is one worker (cores − 1). Two keep both cores busy: the API suites spend much of their
    // time waiting on the database. (Three once left a PostgreSQL suite hanging.)
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/api/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...apiTests, '**/node_modules/**'],
          environment: 'node',
          // One worker for all its files, not a new one per file (133 → 98 s of CPU): the unit tests keep no state
          // between files. Threads, as the API suites.
          isolate: false,
          pool: 'threads',
        },
      },
      apiProject('api:pglite', { TEST_DB: 'pglite' }),
      ...(process.env.DATABASE_URL
        ? [apiProject('api:postgres', { TEST_DB: 'postgres' }, ['apps/api/test/postgres-cleanup.ts'])]
        : []),
      'apps/web',
    ],
  },
});
