import { pgliteTemplateFile } from './pglite-template.ts';

/*
 * Prints where the API suites' PGlite template is, building it when this run has none yet: the browser journeys'
 * server starts its new database from it (e2e/playwright.config.ts) instead of migrating and loading the customs
 * codes from nothing, most of its start.
 */
process.stdout.write(await pgliteTemplateFile());
