import { createHash } from 'node:crypto';

/*
 * The market sandbox's made-up data is deterministic: the generator (../sandbox-random.ts) is seeded from the shop
 * (and the order number) by these digests, and ids are derived from names the same way. Not for secrets.
 */

/** Hex SHA-256 of the parts: stable ids and seeds from names. */
export const digestOf = (...parts: Array<string | number>) =>
  createHash('sha256').update(parts.join(':')).digest('hex');

/** A 32-bit seed from the parts. */
export const seedOf = (...parts: Array<string | number>) => Number.parseInt(digestOf(...parts).slice(0, 8), 16);
