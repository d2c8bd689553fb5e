#!/usr/bin/env node
// Deep-merges keys into a JSON catalogue under a lock, so that several people (or helpers) adding keys to the
// same catalogue at once do not lose each other's work. Usage:
//   node scripts/i18n-merge.mjs <file.json> '<json object>'
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

const [file, patchText] = process.argv.slice(2);
if (!file || !patchText) {
  console.error("usage: node scripts/i18n-merge.mjs <file.json> '<json object>'");
  process.exit(2);
}
const patch = JSON.parse(patchText);
const lock = `${file}.lock`;
const deadline = Date.now() + 30_000;
for (;;) {
  try {
    closeSync(openSync(lock, 'wx'));
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`could not lock ${file}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
try {
  const merge = (target, source) => {
    for (const [key, value] of Object.entries(source)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
      } else target[key] = value;
    }
    return target;
  };
  const merged = merge(JSON.parse(readFileSync(file, 'utf8')), patch);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(merged, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
} finally {
  rmSync(lock, { force: true });
}
