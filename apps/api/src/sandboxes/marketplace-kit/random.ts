import { randomInt } from 'node:crypto';

/*
 * A small seeded generator (mulberry32) for the sandboxes' made-up orders: the same shop gets the same orders on every
 * install, and a test can rely on them. Not for anything secret.
 */

export type Random = () => number;

/** mulberry32: small, fast and good enough for sample data; in [0, 1). */
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

export interface SandboxRandom {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` decimal digits, the first one not 0. */
  digits(count: number): string;
}

export function sandboxRandom(seed: number): SandboxRandom {
  const next = prng(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    digits: (count) => String(int(1, 9)) + Array.from({ length: count - 1 }, () => int(0, 9)).join(''),
  };
}

/** A seed from several parts (a shop id and a time): a different stream for each new order. */
export function seedOf(...parts: Array<string | number>): number {
  let hash = 2_166_136_261;
  for (const char of parts.join(':')) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

/**
 * A generator for orders that arrive later (the sandbox's life, the bulk control): their ids must be new, and a seed
 * from the shop and the time alone would repeat for two orders arriving at the same moment.
 */
export const freshRandom = (): SandboxRandom => sandboxRandom(randomInt(0, 2 ** 32));
