import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { apiZones } from './apps/api/module-boundaries.js';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const apiTestFiles = ['**/*.test.ts', '**/*.test-kit.ts', '**/*.test-helpers.ts'];

/**
 * A `url` an API test spells out under /api: refused but for the paths outside the endpoint table (the vendors'
 * sandboxes, the routes a suite adds for itself, the OpenAPI document). `\x2F` is `/`, which esquery's regex cannot hold.
 */
const handWrittenApiPath = String.raw`/^\x2Fapi(\x2F|$)(?!(sandbox|test)\x2F|docs(\x2F|$))/`;

/**
 * A path under /api spelled out by hand, where the journeys and the benchmarks send requests: the first argument of
 * a request method (Playwright's request.get/post/put/patch/delete/fetch, fetch) or an inject's `url`. The sandboxes'
 * vendor APIs (/api/sandbox/…) and /api/health are no operations of the table and may be written out.
 */
const journeyApiPath = '/^\\/api\\/(?!sandbox\\/|health\\b)/';
const journeyApiPathMessage =
  'Call the API through the endpoint table (packages/contracts): callApi(request, xxxApi.op, { params, query, body, token }) ' +
  'from e2e/support.ts, bench.call(xxxApi.op, …) from bench/bench-app.ts, or requestOf(xxxApi.op, …).url for a server ' +
  'loaded over HTTP. Only /api/sandbox/… and /api/health are written out.';
const journeyApiPathRules = [
  'CallExpression[callee.property.name=/^(get|post|put|patch|delete|fetch)$/][arguments.0.value=PATH]',
  'CallExpression[callee.property.name=/^(get|post|put|patch|delete|fetch)$/][arguments.0.quasis.0.value.raw=PATH]',
  "CallExpression[callee.name='fetch'][arguments.0.value=PATH]",
  "CallExpression[callee.name='fetch'][arguments.0.quasis.0.value.raw=PATH]",
  "Property[key.name='url'][value.value=PATH]",
  "Property[key.name='url'][value.quasis.0.value.raw=PATH]",
].map((selector) => ({ selector: selector.replace('PATH', journeyApiPath), message: journeyApiPathMessage }));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { arguments: false, attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
    },
    settings: {
      // Without the TypeScript extensions import-x parses no imported .ts file, and no-cycle never sees a cycle.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A query key comes from a key factory (STYLE.md): an invalidation written against the factory reaches every
      // query it means, and a key typed out by hand is the one it silently misses.
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'A query key comes from its key factory (features/<name>/api/*-keys.ts, or shared/): add it there.',
        },
      ],
      // One-way imports (STYLE.md): shared → features → app, and no feature imports another.
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            { target: './apps/web/src/shared', from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              // The customs code picker is the one component other features may use (products, shipment lines).
              except: [`./${feature}`, './customs-codes/components/customs-code-picker.tsx'],
            })),
          ],
        },
      ],
    },
  },
  {
    // A module uses another through its public surface; platform/ and providers/ use no module; a sandbox imports
    // no adapter and nothing but the composition root imports a sandbox. Tests may reach anywhere (they set up and
    // check state across modules, and hold the two sides of a vendor's API against each other).
    files: ['apps/api/src/**/*.ts'],
    ignores: [...apiTestFiles, '**/*.schema.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: apiZones({ schema: false }) }],
    },
  },
  {
    files: ['apps/api/src/**/*.schema.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: apiZones({ schema: true }) }],
    },
  },
  {
    // API tests call an operation by its name in the endpoint table (apps/api/test/call.ts), as the web app does: a
    // path spelled out by hand is one the table can rename or drop without the test knowing.
    files: [
      'apps/api/**/*.api.test.ts',
      'apps/api/test/**/*.ts',
      'apps/api/src/**/*.test-kit.ts',
      'apps/api/src/**/*.test-helpers.ts',
      'apps/api/src/**/*.test-support.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `Property[key.name='url'] > Literal[value=${handWrittenApiPath}]`,
          `Property[key.name='url'] > TemplateLiteral[quasis.0.value.raw=${handWrittenApiPath}]`,
        ].map((selector) => ({
          selector,
          message:
            'Call the operation from the endpoint table: t.call(xxxApi.name, { params, query, body }), or requestOf(xxxApi.name, …) for a raw request (apps/api/test/call.ts).',
        })),
      ],
    },
  },
  {
    // Size rules (issue 22): a file reads in one sitting, a function fits a screen; a page composes cards, a card owns
    // its dialog. Tests are lists of cases and are exempt.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: [...apiTestFiles, '**/*.test.tsx'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The journeys and the benchmarks call each operation through the endpoint table, as the web app and the API
    // tests do: a path spelled out by hand is one that a change of the table does not reach.
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...journeyApiPathRules] },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
);
