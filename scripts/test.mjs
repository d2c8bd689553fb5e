#!/usr/bin/env node
// `npm test`: every check the project has. Installs the Debian tools the tests use when they are missing (Chromium
// and its headless shell, oathtool, poppler-utils, zbar-tools), builds the app, runs the static checks beside the
// unit/API/component suites (the API suites also on PostgreSQL when DATABASE_URL is set), then the browser journeys.
// Ends with one summary line.
import { execSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';

const REPORTS = 'test-results';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
function ensureDebianTools() {
  const wanted = {
    chromium: 'chromium',
    'chromium-headless-shell': 'chromium-headless-shell',
    oathtool: 'oathtool',
    pdfinfo: 'poppler-utils',
    zbarimg: 'zbar-tools',
  };
  const missing = Object.entries(wanted)
    .filter(([cmd]) => !has(cmd))
    .map(([, pkg]) => pkg);
  if (missing.length === 0) return;
  console.log(`Installing ${missing.join(', ')} from Debian…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    {
      stdio: 'inherit',
    },
  );
}

/** [stage, seconds] of every stage, printed at the end (issue 13: CI time by stage, run after run). */
const timings = [];
const startedAt = Date.now();

function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  timings.push([name, seconds]);
  console.log(`  ${name}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  return res.status === 0;
}

/**
 * Starts a step in the background, its output kept in a file (shown when it ends), so that CPU-bound checks use the
 * core the test suites leave idle while they wait on the database.
 */
function startBeside(name, cmd, args) {
  const log = `${REPORTS}/${name.replace(/\W+/g, '-')}.log`;
  const fd = openSync(log, 'w');
  const started = Date.now();
  const child = spawn(cmd, args, { stdio: ['ignore', fd, fd], env: process.env });
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code === 0)));
  return async () => {
    const ok = await exited;
    closeSync(fd);
    console.log(`\n▶ ${name} (ran beside the tests)`);
    process.stdout.write(readFileSync(log, 'utf8'));
    const seconds = (Date.now() - started) / 1000;
    timings.push([`${name} (beside)`, seconds]);
    console.log(`  ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
    return ok;
  };
}

/** The first lines of a failure's message: enough for a CI tail to say which test broke, and how. */
const firstLines = (text) =>
  String(text ?? '')
    .split('\n')
    .slice(0, 6)
    .join('\n      ');

/**
 * Names every failed test, with the head of its error, right above the closing lines — CI keeps only the tail of
 * the output, and a flaky failure must be findable from it.
 */
function printFailures() {
  const lines = [];
  const vitestReport = readReport(`${REPORTS}/vitest.json`);
  for (const file of vitestReport?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      lines.push(`  ✘ ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`);
      lines.push(`      ${firstLines(test.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).length) {
      lines.push(`  ✘ ${file.name.replace(`${process.cwd()}/`, '')}: ${firstLines(file.message)}`);
    }
  }
  const walk = (suite, trail) => {
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.find((r) => r.error)?.error?.message;
        lines.push(`  ✘ ${[...trail, spec.title].join(' › ')} (${test.status})`);
        lines.push(`      ${firstLines(error)}`);
      }
    }
  };
  for (const suite of readReport(`${REPORTS}/playwright.json`)?.suites ?? []) walk(suite, [suite.title]);
  if (lines.length) console.log(`\nfailed tests:\n${lines.join('\n')}`);
}

function readReport(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function counts(file, pick) {
  const report = readReport(file);
  return report ? pick(report) : { passed: 0, failed: 0 };
}

ensureDebianTools();
const results = [];
const run = (...a) => {
  const ok = step(...a);
  results.push([a[0], ok]);
  return ok;
};

// The web app and the PGlite template (the suites and the journeys' server start from it) are made first, once.
// Then the suites with the static checks beside them, and the browser tests after them: run side by side, the
// browsers' CPU made every database round trip of the suites wait, and the whole took longer (docs/ci-time.md).
const built = run('build the web app', 'npm', ['run', 'build']);
if (built) run('initial JS size budget (gzip)', 'node', ['scripts/bundle-budget.mjs']);
run('PGlite template (migrated, with the customs codes)', 'npx', ['tsx', 'apps/api/test/template-file.ts']);
const checks = startBeside('static checks (typecheck, lint, format)', 'npm', ['run', 'check']);
run('unit, API and component tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS}/vitest.json`,
]);
results.push(['static checks (typecheck, lint, format)', await checks()]);
if (built) run('browser journeys (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
// The journeys' PostgreSQL database (apps/api/test/e2e-database.ts) goes with the run; its server has stopped.
if (built && process.env.DATABASE_URL) {
  spawnSync('npx', ['tsx', 'apps/api/test/e2e-database.ts', 'drop'], { stdio: 'inherit' });
}

const vitest = counts(`${REPORTS}/vitest.json`, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const e2e = counts(`${REPORTS}/playwright.json`, (r) => ({
  passed: r.stats.expected,
  failed: r.stats.unexpected + r.stats.flaky,
}));
console.log('\nstage times:');
for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
console.log(`  ${((Date.now() - startedAt) / 1000).toFixed(1).padStart(7)} s  npm test in all`);

const failedSteps = results.filter(([, ok]) => !ok).map(([name]) => name);
printFailures();

console.log(
  `\nvitest: ${vitest.passed} passed, ${vitest.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`,
);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join('; ')}`);
// The plain closing line CI reads.
console.log(`${vitest.passed + e2e.passed} passed, ${vitest.failed + e2e.failed + failedSteps.length} failed`);
process.exit(failedSteps.length ? 1 : 0);
