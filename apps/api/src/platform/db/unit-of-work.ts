import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Effect = () => unknown;

/** The transaction a piece of work runs in, and what it asked to do once that transaction has committed. */
interface UnitOfWork {
  tx: Tx;
  effects: Effect[];
  /** The `Idempotency-Key` this work answers to, if any: journals posted in it carry the key. */
  idempotencyKey?: string;
}

const current = new AsyncLocalStorage<UnitOfWork>();
let reportEffectFailure: (err: unknown) => void = (err) => console.error('after-commit effect failed', err);

/** Where failed after-commit effects are reported (the app's logger). */
export function onEffectFailure(report: (err: unknown) => void): void {
  reportEffectFailure = report;
}

async function runEffects(effects: Effect[]): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (err) {
      // The transaction has committed and its answer is stored: a failed notification or letter must not turn
      // that into an error the client would retry.
      reportEffectFailure(err);
    }
  }
}

/**
 * The database as services see it: inside a unit of work every query, wherever it is written, runs in that
 * work's transaction (`db.transaction` nested in it becomes a savepoint); outside one it is the database itself.
 * This is what lets the idempotency layer store an answer in the same transaction as the money it describes, and
 * why a handler never waits on a second connection (PGlite has one) while its own transaction is open.
 */
export function ambientDatabase(root: Db): Db {
  const transaction: Db['transaction'] = (work, config) => {
    const unit = current.getStore();
    if (unit) return unit.tx.transaction(work);
    const effects: Effect[] = [];
    return root
      .transaction((tx) => current.run({ tx, effects }, () => work(tx)), config)
      .then(async (value) => {
        await runEffects(effects);
        return value;
      });
  };
  return new Proxy(root, {
    get(target, prop) {
      if (prop === 'transaction') return transaction;
      const scope: object = current.getStore()?.tx ?? target;
      const value: unknown = Reflect.get(scope, prop, scope);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(scope) : value;
    },
  });
}

/**
 * Runs `work` in the current unit of work's transaction itself, or in a new transaction outside one. Unlike a nested
 * `db.transaction` it sets no savepoint, so a refusal inside it cannot be caught and recovered from: use it where
 * the caller lets every error end the request.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const unit = current.getStore();
  return unit ? work(unit.tx) : db.transaction(work);
}

/**
 * Runs `effect` once the current transaction has committed (right away outside one). Side effects — notifications,
 * letters, calls to outside systems — go here, so that they can neither undo the money nor be repeated by a
 * retry: a rolled-back transaction drops them, a failing one is logged and changes nothing already committed.
 */
export async function afterCommit(effect: Effect): Promise<void> {
  const unit = current.getStore();
  if (unit) unit.effects.push(effect);
  else await effect();
}

/** Marks the current unit of work as answering an `Idempotency-Key` (set by the idempotency layer). */
export function bindIdempotencyKey(key: string): void {
  const unit = current.getStore();
  if (unit) unit.idempotencyKey = key;
}

/** The `Idempotency-Key` the current work answers to, for the journal to carry (ARCHITECTURE §5). */
export function currentIdempotencyKey(): string | undefined {
  return current.getStore()?.idempotencyKey;
}
