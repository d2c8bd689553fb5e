#!/usr/bin/env node
// The initial-load size budget (issue 3: initial JavaScript ≤ 200 KB gzip). Run after `npm run build`.
// Reads apps/web/dist/index.html and takes what the browser loads before the first route's own chunk: the entry
// <script type="module" src>, every <link rel="modulepreload" href> and every <link rel="stylesheet" href>.
// Each file is gzipped here with node:zlib at level 9 (deterministic: same bytes in, same size out; no timing),
// and the JavaScript total is compared with the budget. CSS is reported separately and not budgeted.
// Exit code: 0 within budget, 1 over budget, 2 when the build output is missing or unreadable.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync, constants } from 'node:zlib';

const DIST = resolve(process.argv[2] ?? 'apps/web/dist');
const BUDGET_KB = 200;
const GZIP_LEVEL = constants.Z_BEST_COMPRESSION; // 9
const KB = 1024;

const indexFile = join(DIST, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`bundle budget: ${indexFile} not found — run \`npm run build\` first`);
  process.exit(2);
}
const html = readFileSync(indexFile, 'utf8');

/** The attributes of every <tag …> in the document, as plain objects. */
function tags(name) {
  const found = [];
  for (const [, body] of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attrs = {};
    for (const [, key, , dq, sq, bare] of body.matchAll(/([\w:-]+)(\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs[key.toLowerCase()] = dq ?? sq ?? bare ?? '';
    }
    found.push(attrs);
  }
  return found;
}

const rels = (attrs) => (attrs.rel ?? '').toLowerCase().split(/\s+/);
const local = (href) => !/^(?:[a-z]+:)?\/\//i.test(href);

const js = [
  ...tags('script')
    .filter((a) => a.type === 'module' && a.src)
    .map((a) => a.src),
  ...tags('link')
    .filter((a) => rels(a).includes('modulepreload') && a.href)
    .map((a) => a.href),
];
const css = tags('link')
  .filter((a) => rels(a).includes('stylesheet') && a.href)
  .map((a) => a.href);

if (js.length === 0) {
  console.error(`bundle budget: no entry <script type="module" src> in ${indexFile}`);
  process.exit(2);
}
const external = [...js, ...css].filter((href) => !local(href));
if (external.length) {
  console.error(`bundle budget: files from other origins cannot be measured: ${external.join(', ')}`);
  process.exit(2);
}

function measure(hrefs) {
  return [...new Set(hrefs)].map((href) => {
    const file = join(DIST, href.replace(/^\//, '').split(/[?#]/)[0]);
    if (!existsSync(file)) {
      console.error(`bundle budget: ${href} is named in index.html but ${file} does not exist`);
      process.exit(2);
    }
    const bytes = readFileSync(file);
    return { href, raw: bytes.length, gzip: gzipSync(bytes, { level: GZIP_LEVEL }).length };
  });
}

const kb = (n) => (n / KB).toFixed(1);
const sum = (files, key) => files.reduce((total, f) => total + f[key], 0);

const jsFiles = measure(js);
const cssFiles = measure(css);
const jsGzip = sum(jsFiles, 'gzip');
const cssGzip = sum(cssFiles, 'gzip');

for (const f of [...jsFiles].sort((a, b) => b.gzip - a.gzip)) {
  console.log(`  ${kb(f.gzip).padStart(7)} KB gzip  ${kb(f.raw).padStart(7)} KB raw  ${f.href}`);
}
for (const f of cssFiles) {
  console.log(`  ${kb(f.gzip).padStart(7)} KB gzip  ${kb(f.raw).padStart(7)} KB raw  ${f.href} (CSS)`);
}
console.log(
  `initial JS: ${kb(jsGzip)} KB gzip (budget ${BUDGET_KB} KB) in ${jsFiles.length} files, ${kb(sum(jsFiles, 'raw'))} KB raw`,
);
console.log(`initial CSS: ${kb(cssGzip)} KB gzip in ${cssFiles.length} files (not budgeted)`);
console.log(`(gzip level ${GZIP_LEVEL} with node:zlib; 1 KB = ${KB} bytes)`);

if (jsGzip > BUDGET_KB * KB) {
  console.error(`bundle budget: initial JS is ${kb(jsGzip - BUDGET_KB * KB)} KB gzip over the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
