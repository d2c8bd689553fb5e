import { createHash } from 'node:crypto';

/*
 * The sandbox's made-up data is deterministic: a small seeded generator (mulberry32), seeded from the shop (and the
 * order number), so a shop shows the same orders on every install and a test can rely on them. Not for secrets.
 */

export type Random = () => number;

export function prng(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Hex SHA-256 of the parts: stable ids and seeds from names. */
export const digestOf = (...parts: Array<string | number>) =>
  createHash('sha256').update(parts.join(':')).digest('hex');

/** A 32-bit seed from the parts. */
export const seedOf = (...parts: Array<string | number>) => Number.parseInt(digestOf(...parts).slice(0, 8), 16);
