import { describe, expect, it } from 'vitest';

// Every source file of the app, as text (Vite reads them at build time of the test; nothing here runs them).
const sources = import.meta.glob<string>(['/src/**/*.ts', '/src/**/*.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The one client and the one way to call the endpoint table; tests stub requests by their paths. */
const mayTalkHttp = (file: string) =>
  file === '/src/shared/api/client.ts' || file === '/src/shared/api/call.ts' || /\.test\.tsx?$/.test(file);

const handWritten: Array<[string, RegExp]> = [
  ['api.get/post/put/patch/delete', /\bapi\.(get|post|put|patch|delete)\b/],
  ['apiRequest / apiDownload', /\b(apiRequest|apiDownload)\b/],
  ["a path starting with '/api/'", /['"`]\/api\//],
  ['fetch of a written path', /\bfetch\(\s*['"`]/],
];

/** `file:line what` for every line of a file that calls the API by hand. */
function findings(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      handWritten.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${file}:${index + 1} ${what}`),
    );
}

// Issue 13: the app calls the API by name through the endpoint table (call/download/pathOf), so no path or answer
// type is spelled in the app.
describe('the web app calls the API only through the endpoint table', () => {
  it('has no hand-written API path or request outside the client', () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(100);
    const found = files.filter((file) => !mayTalkHttp(file)).flatMap((file) => findings(file, sources[file]!));
    expect(found).toEqual([]);
  });

  it('recognises each kind of hand-written call', () => {
    const sample = [
      "api.get<User>('/user/')",
      "await apiRequest('/x')",
      "const url = '/api/shipping/x';",
      'fetch(`/api/${id}`)',
    ].join('\n');
    expect(findings('/sample.ts', sample)).toEqual([
      '/sample.ts:1 api.get/post/put/patch/delete',
      '/sample.ts:2 apiRequest / apiDownload',
      "/sample.ts:3 a path starting with '/api/'",
      "/sample.ts:4 a path starting with '/api/'",
      '/sample.ts:4 fetch of a written path',
    ]);
  });
});
