/*
 * The Selling Partner API's default usage plans (ordersV0.json, the cancelOrder reference and the Tokens API): a token bucket per
 * selling partner and operation, restored at `rate` requests per second up to `burst`. Answers carry the plan's rate
 * in `x-amzn-RateLimit-Limit`; a 429 carries none, so the adapter falls back to these numbers to know how long to wait.
 */

export type AmazonOperation =
  'getOrders' | 'getOrder' | 'getOrderItems' | 'confirmShipment' | 'cancelOrder' | 'createRestrictedDataToken';

export const AMAZON_USAGE_PLANS: Record<AmazonOperation, { rate: number; burst: number }> = {
  getOrders: { rate: 0.0167, burst: 20 },
  getOrder: { rate: 0.5, burst: 30 },
  getOrderItems: { rate: 0.5, burst: 30 },
  confirmShipment: { rate: 2, burst: 10 },
  cancelOrder: { rate: 1, burst: 5 },
  // The Tokens API's plan (tokens_2021-03-01.json).
  createRestrictedDataToken: { rate: 1, burst: 10 },
};

export const RATE_LIMIT_HEADER = 'x-amzn-ratelimit-limit';
