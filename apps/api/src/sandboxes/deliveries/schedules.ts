/**
 * How long each vendor waits for an answer and when it tries a failed push again, as data: the first attempt is
 * immediate, then one retry after each delay in turn; after the last the push is given up. Each line names where the
 * figures come from (../shared/outside-systems.md keeps the sources).
 */
export interface RetrySchedule {
  /** Whose schedule, and where it is published. */
  source: string;
  /** How long an attempt waits for the receiver's answer. */
  timeoutMs: number;
  /** Delays before the 2nd, 3rd, … attempts. */
  retryAfterMs: readonly number[];
}

const S = 1_000;
const MIN = 60 * S;
const H = 60 * MIN;

export const RETRY_SCHEDULES = {
  /**
   * Shopify: 5 s to answer; retried 8 times over 4 hours with the original payload (changelog "Updates to webhook
   * retry mechanism", 2024-09-10). The delays between are Shopify's to choose; ours grow and add up to 4 hours.
   */
  shopify: {
    source: 'shopify.dev/changelog/updates-to-webhook-retry-mechanism',
    timeoutMs: 5 * S,
    retryAfterMs: [1 * MIN, 2 * MIN, 5 * MIN, 10 * MIN, 20 * MIN, 40 * MIN, 60 * MIN, 102 * MIN],
  },
  /**
   * Standard Webhooks (Etsy signs and retries this way): immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h
   * (the reference schedule of the Standard Webhooks specification, from Svix), 15 s to answer.
   */
  standardWebhooks: {
    source: 'github.com/standard-webhooks/standard-webhooks spec/standard-webhooks.md "Retry schedule"',
    timeoutMs: 15 * S,
    retryAfterMs: [5 * S, 5 * MIN, 30 * MIN, 2 * H, 5 * H, 10 * H, 10 * H],
  },
  /** The market (our own fictional marketplace): 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h — eight tries over two days. */
  market: {
    source: 'docs/sandbox-market.md (the market is ours to define)',
    timeoutMs: 10 * S,
    retryAfterMs: [1 * MIN, 5 * MIN, 30 * MIN, 2 * H, 6 * H, 12 * H, 24 * H],
  },
  /**
   * eBay's Notification API retries a notice its endpoint did not take with exponential backoff; eBay publishes no
   * exact delays, so these double from 1 minute over about a day (an assumption, docs/go-live/deliveries.md).
   */
  ebay: {
    source: 'developer.ebay.com/api-docs/commerce/notification/overview.html (no figures published)',
    timeoutMs: 10 * S,
    retryAfterMs: [1 * MIN, 2 * MIN, 4 * MIN, 8 * MIN, 16 * MIN, 32 * MIN, 64 * MIN, 128 * MIN, 256 * MIN, 512 * MIN],
  },
  /** The card processor's sandbox: Stripe-style, exponential over three days (ours; there is no real processor yet). */
  payments: {
    source: 'docs/sandbox-payments.md (modelled on docs.stripe.com/webhooks "Automatic retries": up to 3 days)',
    timeoutMs: 10 * S,
    retryAfterMs: [10 * S, 1 * MIN, 5 * MIN, 30 * MIN, 1 * H, 2 * H, 4 * H, 8 * H, 12 * H, 24 * H, 24 * H],
  },
} as const satisfies Record<string, RetrySchedule>;

/** When the attempt after `attempts` failed ones is due, or null when the schedule is spent. */
export function nextAttemptAt(schedule: RetrySchedule, attempts: number, failedAt: Date): Date | null {
  const delay = schedule.retryAfterMs[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}
