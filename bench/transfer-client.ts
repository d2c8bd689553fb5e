// The load side of `npm run bench:transfers`, in a process of its own so that the server's event loop (and its CPU
// figure) is the server's alone. Reads BENCH_BASE, BENCH_SELLERS_FILE (JSON [{token, accountId}]), BENCH_CONNECTIONS
// and BENCH_SECONDS; prints autocannon's result as JSON on stdout.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { transfersApi } from '@cabinet/contracts/transfers';
import { requestOf } from '../apps/api/test/call.ts';

const sellers = JSON.parse(readFileSync(process.env.BENCH_SELLERS_FILE!, 'utf8')) as {
  token: string;
  accountId: number;
}[];
const pick = () => sellers[Math.floor(Math.random() * sellers.length)]!;

const transfer = requestOf(transfersApi.create);
const result = await autocannon({
  url: `${process.env.BENCH_BASE}${transfer.url}`,
  connections: Number(process.env.BENCH_CONNECTIONS),
  duration: Number(process.env.BENCH_SECONDS),
  requests: [
    {
      method: transfer.method,
      setupRequest: (request) => {
        const from = pick();
        let to = pick();
        while (to === from) to = pick();
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'api-key': from.token, 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            recipient: String(to.accountId),
            amount: (1 + Math.floor(Math.random() * 500)) / 100,
            comment: 'bench',
          }),
        };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
