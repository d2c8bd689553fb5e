import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { transfersApi } from '@cabinet/contracts/transfers';
import { createTestApp, engine, registerSeller, type TestApp } from '../../../test/app.ts';
import { balanceOf, fundedSeller, signInOperator } from '../../../test/money.ts';
import { journals } from '../../modules/money/ledger/ledger.schema.ts';
import { TransfersRepository } from '../../modules/money/transfers/transfers.repository.ts';
import { transfers } from '../../modules/money/transfers/transfers.schema.ts';
import { idempotencyKeys } from './idempotency.schema.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await signInOperator(t);
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

/** Notifications are delivered after the commit; making them fail or hang stands for anything that goes wrong there. */
function afterCommitDelivery() {
  return vi.spyOn(
    t.app.services.notifications as unknown as { deliver: (...args: unknown[]) => Promise<void> },
    'deliver',
  );
}

async function pair() {
  const from = await fundedSeller(t, '100.00', op);
  const to = await registerSeller(t);
  return { from, to };
}

const send = (token: string, recipient: string, key: string) =>
  t.call(transfersApi.create, {
    token,
    headers: { 'idempotency-key': key },
    body: { recipient, amount: '10.00', comment: 'crash test' },
  });

async function transfersOf(accountId: number) {
  return t.database.db.select().from(transfers).where(eq(transfers.from_account_id, accountId));
}

describe('Idempotency-Key is stored in the transaction that moves the money', () => {
  it('an error after the commit answers the committed result; the retry replays it and moves nothing', async () => {
    const { from, to } = await pair();
    afterCommitDelivery().mockRejectedValue(new Error('mail server down'));
    const key = `after-commit-${from.accountId}`;

    const first = await send(from.token, to.email, key);
    expect(first.statusCode).toBe(201);
    const retry = await send(from.token, to.email, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());

    expect(await transfersOf(from.accountId)).toHaveLength(1);
    expect((await balanceOf(t, from.token)).available).toBe('90.00');
  });

  it('a process lost between the commit and the answer: the retry replays, one movement, no key left stuck', async () => {
    const { from, to } = await pair();
    let release!: () => void;
    // The first request commits and then never answers, as if its process had died right after the commit.
    afterCommitDelivery().mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    const key = `lost-answer-${from.accountId}`;

    const lost = send(from.token, to.email, key);
    await vi.waitFor(async () => expect(await transfersOf(from.accountId)).toHaveLength(1));
    const retry = await send(from.token, to.email, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await transfersOf(from.accountId)).toHaveLength(1);
    expect((await balanceOf(t, from.token)).available).toBe('90.00');

    const [stored] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(stored?.status).toBe(201);
    release();
    expect((await lost).json()).toEqual(retry.json());
  });

  it('a failure before the commit stores nothing: the same key runs again once the reason is gone', async () => {
    const { from, to } = await pair();
    const key = `rolled-back-${from.accountId}`;
    const tooMuch = () =>
      t.call(transfersApi.create, {
        token: from.token,
        headers: { 'idempotency-key': key },
        body: { recipient: to.email, amount: '150.00', comment: 'crash test' },
      });
    expect((await tooMuch()).statusCode).toBe(422);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(0);
    await t.call(moneyOpsApi.adjust, {
      params: { id: from.accountId },
      token: op,
      body: { direction: 'credit', amount: '100.00', reason: 'top up' },
    });
    expect((await tooMuch()).statusCode).toBe(201);
    expect((await balanceOf(t, from.token)).available).toBe('50.00');
  });

  it('the journal carries the key that asked for it', async () => {
    const { from, to } = await pair();
    const key = `carried-${from.accountId}`;
    expect((await send(from.token, to.email, key)).statusCode).toBe(201);
    const [journal] = await t.database.db
      .select()
      .from(journals)
      .where(sql`${journals.account_id} = ${from.accountId} and ${journals.kind} = 'transfer'`);
    expect(journal?.meta.idempotency_key).toBe(key);
  });
});

describe(`a duplicate while the first request is still running (${engine})`, () => {
  // PostgreSQL: the first holds its key's lock, so the duplicate is told 409 at once (ARCHITECTURE §4).
  // PGlite runs one transaction at a time: the duplicate waits for the first and replays its answer.
  it(
    engine === 'postgres' ? 'answers 409 and moves nothing twice' : 'waits and replays, moving nothing twice',
    async () => {
      const { from, to } = await pair();
      const key = `in-flight-${from.accountId}`;
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      let entered!: () => void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const insert = TransfersRepository.prototype.insert;
      vi.spyOn(TransfersRepository.prototype, 'insert').mockImplementationOnce(async function (
        this: TransfersRepository,
        ...args
      ) {
        entered();
        await gate;
        return insert.apply(this, args);
      });

      const first = send(from.token, to.email, key);
      await inside;
      const duplicate = send(from.token, to.email, key);
      if (engine === 'postgres') {
        const answer = await duplicate;
        expect(answer.statusCode).toBe(409);
        expect(answer.json().code).toBe('idempotency_in_flight');
        open();
        expect((await first).statusCode).toBe(201);
      } else {
        open();
        expect((await first).statusCode).toBe(201);
        const answer = await duplicate;
        expect(answer.statusCode).toBe(201);
        expect(answer.headers['idempotent-replayed']).toBe('true');
      }
      expect(await transfersOf(from.accountId)).toHaveLength(1);
      expect((await balanceOf(t, from.token)).available).toBe('90.00');
    },
  );
});
