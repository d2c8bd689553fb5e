import { z } from 'zod';
import { idQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { shopKindSchema } from './shops.ts';

/*
 * The CRM (§1, §9): CRM statuses, tags and the seller's pipeline on orders, free for 30 days from the first use; then
 * it stops with a prompt to subscribe (402 `crm_trial_ended` on a change; reading stays).
 */
export const CRM_TRIAL_DAYS = 30;
export const crmStateSchema = z.object({
  state: z.enum(['not_started', 'trial', 'ended', 'subscribed']),
  trial_started_at: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
});
export type CrmState = z.infer<typeof crmStateSchema>;

/** "My sales": orders, revenue and average order over the last 30 or 365 days, against the period before. */
export const salesStatsQuerySchema = z.object({
  days: z.coerce
    .number()
    .pipe(z.union([z.literal(30), z.literal(365)]))
    .default(30),
  shop_id: idQuerySchema.optional(),
});
const salesFiguresSchema = z.object({
  orders: z.number().int(),
  /** In USD, converted at the rates of the day (shops sell in several currencies). */
  revenue: z.string(),
  average_order: z.string(),
});
export const salesStatsSchema = z.object({
  days: z.number().int(),
  current: salesFiguresSchema,
  previous: salesFiguresSchema,
  /** One point a day (30) or a week (365), oldest first; `previous_*` is the same point of the period before. */
  series: z.array(
    z.object({
      date: z.string(),
      orders: z.number().int(),
      revenue: z.string(),
      previous_orders: z.number().int(),
      previous_revenue: z.string(),
    }),
  ),
  /** The same figures per shop. */
  shops: z.array(
    z.object({
      shop_id: z.number().int(),
      shop_name: z.string(),
      kind: shopKindSchema,
      current: salesFiguresSchema,
      previous: salesFiguresSchema,
    }),
  ),
});
export type SalesStats = z.infer<typeof salesStatsSchema>;

export const salesApi = {
  crm: endpoint({
    method: 'GET',
    path: '/crm',
    response: crmStateSchema,
    permission: 'integrations.read',
    tags: ['orders'],
  }),
  stats: endpoint({
    method: 'GET',
    path: '/sales/stats',
    query: salesStatsQuerySchema,
    response: salesStatsSchema,
    permission: 'integrations.read',
    tags: ['orders'],
  }),
};
