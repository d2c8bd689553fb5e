import { loadConfig, type Config } from '../apps/api/src/config.ts';

/**
 * The server as a benchmark drives it: no logs, no jobs, no demo seed, no web app, and a flood guard it cannot reach
 * (the benchmarks send far more than a person could). `overrides` are settings in their environment form.
 */
export function benchConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    JOBS: 'false',
    SEED_DEMO: 'false',
    WEB_DIST: '/nonexistent',
    RATE_LIMIT_PER_MINUTE: '100000000',
    ...overrides,
  });
}
