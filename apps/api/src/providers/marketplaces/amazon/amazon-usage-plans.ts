/*
 * The Selling Partner API's default usage plans, as each operation's description in the models states them
 * (ordersV0.json, orders_2026-01-01.json, tokens_2021-03-01.json): a token bucket per selling partner and operation,
 * restored at `rate` requests per second up to `burst`. Answers carry the plan's rate in `x-amzn-RateLimit-Limit`; a
 * 429 carries none, so the adapter falls back to these numbers to know how long to wait.
 */

export type AmazonOperation =
  | 'getOrders'
  | 'getOrder'
  | 'getOrderItems'
  | 'confirmShipment'
  | 'createRestrictedDataToken'
  /** Orders API 2026-01-01. */
  | 'searchOrders'
  | 'getOrder2026';

export const AMAZON_USAGE_PLANS: Record<AmazonOperation, { rate: number; burst: number }> = {
  getOrders: { rate: 0.0167, burst: 20 },
  getOrder: { rate: 0.5, burst: 30 },
  getOrderItems: { rate: 0.5, burst: 30 },
  confirmShipment: { rate: 2, burst: 10 },
  createRestrictedDataToken: { rate: 1, burst: 10 },
  searchOrders: { rate: 0.0056, burst: 20 },
  getOrder2026: { rate: 0.5, burst: 30 },
};

export const RATE_LIMIT_HEADER = 'x-amzn-ratelimit-limit';
