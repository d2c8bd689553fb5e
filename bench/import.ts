// The product import of 10,000 rows (issue 6: under 30 s): generates an xlsx and a csv of 10,000 products, then on
// PGlite and on PostgreSQL uploads each one, starts it and waits for the job, and re-imports the csv (10,000 updates
// by SKU). Usage: `npm run bench:import` (DATABASE_URL chooses the PostgreSQL server; without it the local one at
// 127.0.0.1:5432 is tried, and skipped when absent).
import { MAX_IMPORT_ROWS, productImportApi } from '@cabinet/contracts/products-import';
import { csvOf, importForm, productRows, xlsxOf } from '../apps/api/src/modules/catalog/import/import.test-kit.ts';
import { benchApp, type BenchApp } from './bench-app.ts';

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

async function importOnce(bench: BenchApp, token: string, name: string, data: Buffer | string) {
  const [uploaded, uploadMs] = await timed(() =>
    bench.call(productImportApi.upload, { token, payload: importForm(name, data) as never }),
  );
  if (uploaded.statusCode !== 201) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  const id = uploaded.json<{ id: number }>().id;
  const [, jobMs] = await timed(async () => {
    const started = await bench.call(productImportApi.start, { params: { id }, token });
    if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
    await bench.app.services.productImports.whenIdle();
  });
  const done = (await bench.call(productImportApi.get, { params: { id }, token })).json();
  if (done.status !== 'successful' || done.error_count !== 0) throw new Error(`import ended ${JSON.stringify(done)}`);
  return { uploadMs, jobMs, created: done.created_count as number, updated: done.updated_count as number };
}

async function measure(engine: 'pglite' | 'postgres', files: { xlsx: Buffer; csv: string }) {
  const bench = await benchApp({ engine });
  try {
    const xlsx = await importOnce(bench, (await bench.newSeller()).token, 'products.xlsx', files.xlsx);
    const csvSeller = (await bench.newSeller()).token;
    const csv = await importOnce(bench, csvSeller, 'products.csv', files.csv);
    const again = await importOnce(bench, csvSeller, 'products.csv', files.csv);
    const line = (what: string, r: Awaited<ReturnType<typeof importOnce>>) =>
      `  ${what.padEnd(28)} upload ${seconds(r.uploadMs).padStart(8)}  job ${seconds(r.jobMs).padStart(8)}  ` +
      `total ${seconds(r.uploadMs + r.jobMs).padStart(8)}  (created ${r.created}, updated ${r.updated})`;
    console.log(`${engine}:`);
    console.log(line('xlsx, 10,000 new', xlsx));
    console.log(line('csv, 10,000 new', csv));
    console.log(line('csv again, 10,000 updates', again));
  } finally {
    await bench.close();
  }
}

const rows = productRows(MAX_IMPORT_ROWS, 'B');
const [files, genMs] = await timed(async () => ({
  xlsx: await xlsxOf(rows),
  csv: csvOf(rows, [
    'sku',
    'title_uk',
    'title_en',
    'hs_code',
    'manufacturer',
    'category',
    'kind',
    'handmade',
    'cost',
    'weight_kg',
    'length_cm',
    'width_cm',
    'height_cm',
  ]),
}));
console.log(
  `generated ${MAX_IMPORT_ROWS} rows in ${seconds(genMs)}: xlsx ${(files.xlsx.length / 1024).toFixed(0)} KiB, ` +
    `csv ${(Buffer.byteLength(files.csv) / 1024).toFixed(0)} KiB`,
);
await measure('pglite', files);
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
try {
  await measure('postgres', files);
} catch (err) {
  console.log(`postgres: skipped (${(err as Error).message})`);
}
