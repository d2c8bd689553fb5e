#!/usr/bin/env node
// `npm run check`: the type check of every TypeScript project and the lint, in one process. ESLint's type-aware
// rules (no-floating-promises, no-misused-promises, await-thenable) need the same TypeScript programs the type check
// builds; run apart, ESLint built all of them a second time (issue 13: tsc ×6 ~160 s of CPU, eslint ~280 s). Here
// each program is built and checked once and handed to ESLint, and a file several programs import (the contracts,
// the API under the benches) is parsed once and checked once, in the first project that holds it.
// `--types` runs only the type check. `npm run lint` (plain `eslint .`) still works alone, as editors use it.
import process from 'node:process';
import { ESLint } from 'eslint';
import ts from 'typescript';
import tseslint from 'typescript-eslint';

/** Every TypeScript project, dependencies first: a file is checked in the first project that holds it. */
const PROJECTS = ['packages/contracts', 'apps/api', 'apps/web', 'e2e', 'bench', 'scripts'];
/** TypeScript files outside every project that ESLint lints anyway (eslint.config.js: allowDefaultProject). */
const LOOSE_FILES = ['vitest.config.ts'];

const started = Date.now();
const cwd = process.cwd();
const typesOnly = process.argv.includes('--types');
const formatHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => cwd,
  getNewLine: () => '\n',
};

/** Parsed source files shared by all programs (the TypeScript language service shares them the same way). */
const sourceFiles = new Map();
function cachingHost(options) {
  const host = ts.createCompilerHost(options, true);
  const read = host.getSourceFile;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const version =
      typeof languageVersion === 'object'
        ? `${languageVersion.languageVersion}:${languageVersion.impliedNodeFormat}`
        : languageVersion;
    const key = `${version}|${fileName}`;
    let file = sourceFiles.get(key);
    if (!file) {
      file = read(fileName, languageVersion, onError, shouldCreate);
      if (file) sourceFiles.set(key, file);
    }
    return file;
  };
  return host;
}

function programOf(project) {
  const configPath = ts.findConfigFile(project, ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) throw new Error(`${project}: no tsconfig.json`);
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  return ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
    host: cachingHost(config.options),
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(config),
  });
}

const programs = PROJECTS.map(programOf);

const diagnostics = [];
const checked = new Set();
for (const program of programs) {
  diagnostics.push(
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
  );
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || checked.has(file.fileName)) continue;
    checked.add(file.fileName);
    diagnostics.push(...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file));
  }
}
if (diagnostics.length > 0) {
  process.stdout.write(
    ts.formatDiagnosticsWithColorAndContext(ts.sortAndDeduplicateDiagnostics(diagnostics), formatHost),
  );
}
console.log(
  `typecheck: ${diagnostics.length} error(s) in ${checked.size} files of ${PROJECTS.join(', ')} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
if (typesOnly) process.exit(diagnostics.length > 0 ? 1 : 0);

// Lint with the programs above; the loose files get a program of their own with the shared base options.
const base = ts.getParsedCommandLineOfConfigFile('tsconfig.base.json', { types: ['node'] }, ts.sys);
const loose = ts.createProgram({ rootNames: LOOSE_FILES, options: base.options, host: cachingHost(base.options) });
const lintPrograms = [...programs, loose];
// import-x parses the files our files import (node_modules' type definitions too) with the same parser options;
// a file no program holds is parsed on its own, as import-x does when ESLint runs with the project service.
const inAProgram = (file) => lintPrograms.some((program) => program.getSourceFile(file));
const parser = {
  meta: tseslint.parser.meta,
  parseForESLint(code, options = {}) {
    const plain = { ...options, programs: undefined };
    return tseslint.parser.parseForESLint(code, options.filePath && inAProgram(options.filePath) ? options : plain);
  },
};
const eslint = new ESLint({
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser, parserOptions: { projectService: false, programs: lintPrograms } },
    },
  ],
});
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const report = await formatter.format(results);
if (report) console.log(report);
const errors = results.reduce((n, r) => n + r.errorCount + r.fatalErrorCount, 0);
const warnings = results.reduce((n, r) => n + r.warningCount, 0);
console.log(
  `lint: ${errors} error(s), ${warnings} warning(s) (none allowed) in ${results.length} files (${((Date.now() - started) / 1000).toFixed(1)} s since the start)`,
);
process.exit(diagnostics.length > 0 || errors > 0 || warnings > 0 ? 1 : 0);
