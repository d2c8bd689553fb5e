// 500 CN22 customs declarations in one PDF (issue 15 "Benchmark"): the national-post declaration renderer alone, from
// items built in memory, in each label size — median wall time of BENCH_RUNS runs, CPU time and the file's size.
// Usage: `npm run bench:declarations` (BENCH_DECLARATIONS: how many, BENCH_RUNS: runs per size).
import { s10 } from '../apps/api/src/providers/carriers/s10.ts';
import { sampleItem } from '../apps/api/src/platform/pdf/national-post/documents.test-kit.ts';
import { declarationsPdf } from '../apps/api/src/platform/pdf/national-post/declaration-pdf.ts';

const count = Number(process.env.BENCH_DECLARATIONS ?? 500);
const runs = Number(process.env.BENCH_RUNS ?? 5);

const item = (i: number) =>
  sampleItem({
    barcode: s10('LP', 10_000_000 + i, 'UA'),
    category: i % 3 === 0 ? 'GIFT' : 'SALE_OF_GOODS',
    recipient: { name: `Buyer ${i}`, lines: ['350 5th Ave, Apt 7', 'New York NY 10001', 'United States'], phone: '' },
  });

const items = Array.from({ length: count }, (_, i) => item(i));
const results: Record<string, unknown> = {};
for (const format of ['SIZE_10X10', 'SIZE_A6', 'SIZE_A5'] as const) {
  const walls: number[] = [];
  let cpuMs = 0;
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const pdf = await declarationsPdf(items, format, 'Seller Cabinet');
    walls.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuMs += (used.user + used.system) / 1000 / runs;
    bytes = pdf.length;
  }
  walls.sort((a, b) => a - b);
  results[format] = {
    median_ms: Math.round(walls[Math.floor(walls.length / 2)]!),
    cpu_ms: Math.round(cpuMs),
    size_mb: Number((bytes / 1_048_576).toFixed(2)),
  };
}
console.log(JSON.stringify({ declarations: count, runs, ...results }, null, 2));
