import type { TopUpsQuery } from '@cabinet/contracts/money-in';

/** A list's filters as a query string, leaving out the ones not set. */
export const listQuery = (q: Partial<TopUpsQuery>) =>
  new URLSearchParams(Object.entries(q).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
