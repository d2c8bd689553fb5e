import { z } from 'zod';
import { idParamsSchema, isoDateSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';

/**
 * Storage at the US warehouse (docs/warehouse.md "Storage"): the warehouse groups of §3 by volume with their
 * tariffs, the storage calculator (§1, §9) and the monthly storage charges.
 */

/** Most groups an operator may define; the last one also takes products without dimensions. */
export const MAX_STORAGE_GROUPS = 10;
export const MAX_DISCOUNT_TIERS = 5;
/** Prices are per unit per day in USD with up to 5 decimals (1/1000 of a cent), e.g. "0.01500". */
export const PRICE_PER_DAY_PATTERN = /^\d{1,3}(\.\d{1,5})?$/;

export const storageGroupCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,29}$/, 'invalid_group_code');

/** A discount for a group whose turnover rate (average daily stock ÷ outflow) is at most `max_turnover`. */
export const discountTierSchema = z.strictObject({
  max_turnover: z.number().positive().max(1000),
  percent: z.number().int().min(1).max(100),
});
export type DiscountTier = z.infer<typeof discountTierSchema>;

/**
 * One warehouse group: a unit belongs to the first group (in order) whose bounds it fits — its longest side up to
 * `max_side_cm` and its volume up to `max_volume_l`; null bounds have no limit. Volume is in litres (1 l = 1000 cm³).
 */
export const storageTariffSchema = z.object({
  code: z.string(),
  max_side_cm: z.number().int().nullable(),
  max_volume_l: z.number().nullable(),
  price_per_day: z.string().describe('USD per unit per day, up to 5 decimals: "0.01500"'),
  discounts: z.array(discountTierSchema),
});
export type StorageTariff = z.infer<typeof storageTariffSchema>;

export const storageTariffsSchema = z.object({
  groups: z.array(storageTariffSchema),
  updated_at: z.string().nullable(),
});
export type StorageTariffs = z.infer<typeof storageTariffsSchema>;

export const storageTariffInputSchema = z.strictObject({
  code: storageGroupCodeSchema,
  max_side_cm: z.number().int().min(1).max(1000).nullable(),
  max_volume_l: z
    .number()
    .positive()
    .max(100_000)
    .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'invalid_volume')
    .nullable(),
  price_per_day: z.string().trim().regex(PRICE_PER_DAY_PATTERN, 'invalid_price_per_day'),
  discounts: z.array(discountTierSchema).max(MAX_DISCOUNT_TIERS),
});

/** PUT /ops/storage-tariffs: the whole list, smallest group first; bounds grow, only the last may be unlimited. */
export const storageTariffsBodySchema = z
  .strictObject({ groups: z.array(storageTariffInputSchema).min(1).max(MAX_STORAGE_GROUPS) })
  .superRefine((body, ctx) => {
    const codes = new Set<string>();
    body.groups.forEach((g, i) => {
      if (codes.has(g.code)) ctx.addIssue({ code: 'custom', path: ['groups', i, 'code'], message: 'duplicate_group' });
      codes.add(g.code);
      const last = i === body.groups.length - 1;
      const prev = body.groups[i - 1];
      for (const bound of ['max_side_cm', 'max_volume_l'] as const) {
        const value = g[bound];
        if (value === null && !last) {
          ctx.addIssue({ code: 'custom', path: ['groups', i, bound], message: 'only_last_unlimited' });
        } else if (value !== null && prev) {
          const before = prev[bound];
          if (before !== null && value <= before) {
            ctx.addIssue({ code: 'custom', path: ['groups', i, bound], message: 'bounds_not_ascending' });
          }
        }
      }
      g.discounts.forEach((tier, j) => {
        const earlier = g.discounts[j - 1];
        if (earlier && tier.max_turnover <= earlier.max_turnover) {
          ctx.addIssue({
            code: 'custom',
            path: ['groups', i, 'discounts', j, 'max_turnover'],
            message: 'tiers_not_ascending',
          });
        }
      });
    });
  });
export type StorageTariffsBody = z.input<typeof storageTariffsBodySchema>;

/** §9: the calculation period — the 28–31 days up to the end of the previous day in Philadelphia. */
export const storagePeriodSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.number().int(),
});
export type StoragePeriod = z.infer<typeof storagePeriodSchema>;

/** §3 Warehouse group, as the calculator shows it. */
export const storageGroupRowSchema = z.object({
  code: z.string(),
  max_side_cm: z.number().int().nullable(),
  max_volume_l: z.number().nullable(),
  sku_count: z.number().int(),
  current_quantity: z.number().int(),
  average_balance: z.string().describe('average daily units in stock over the period, 2 decimals'),
  outflow: z.number().int().describe('units that left the stock (shipped, disposed) over the period'),
  turnover_rate: z.string().nullable().describe('average balance ÷ outflow, 2 decimals; null without outflow'),
  cost_per_item: moneySchema.describe('one unit kept for the whole period'),
  storage_cost: moneySchema,
  discount_percent: z.number().int(),
  discount: moneySchema,
  cost_with_discount: moneySchema,
});
export type StorageGroupRow = z.infer<typeof storageGroupRowSchema>;

export const storageTotalsSchema = storageGroupRowSchema.pick({
  sku_count: true,
  current_quantity: true,
  average_balance: true,
  outflow: true,
  turnover_rate: true,
  storage_cost: true,
  discount: true,
  cost_with_discount: true,
});

export const storageCalculationSchema = z.object({
  /** The warehouse day the data is as of (end of that day, Philadelphia time). */
  as_of: z.iso.date(),
  period: storagePeriodSchema,
  groups: z.array(storageGroupRowSchema),
  totals: storageTotalsSchema,
  sample: z.boolean(),
});
export type StorageCalculation = z.infer<typeof storageCalculationSchema>;

export const storageChargeStatuses = ['paid', 'due'] as const;
export type StorageChargeStatus = (typeof storageChargeStatuses)[number];

export const storageChargeProductSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  /** The product's English name; `title_uk` its Ukrainian one. */
  title: z.string(),
  title_uk: z.string(),
  group: z.string(),
  unit_days: z.number().int().describe('sum of the units in stock at the end of each day'),
  outflow: z.number().int(),
  storage_cost: moneySchema.describe('before the group discount'),
});
export type StorageChargeProduct = z.infer<typeof storageChargeProductSchema>;

export const storageChargeSchema = z.object({
  id: z.number().int(),
  period: storagePeriodSchema,
  amount: moneySchema,
  status: z.enum(storageChargeStatuses),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type StorageCharge = z.infer<typeof storageChargeSchema>;

export const storageChargeDetailSchema = storageChargeSchema.extend({
  groups: z.array(storageGroupRowSchema),
  totals: storageTotalsSchema,
  products: z.array(storageChargeProductSchema),
});
export type StorageChargeDetail = z.infer<typeof storageChargeDetailSchema>;

export const storageChargesQuerySchema = pageQuerySchema;
export const storageChargeListSchema = pageInfoSchema.extend({ charges: z.array(storageChargeSchema) });
export type StorageChargeList = z.infer<typeof storageChargeListSchema>;

/** POST /ops/storage-charges/run: charges the calendar month before `date`'s month (default: today's). */
export const storageChargeRunBodySchema = z.strictObject({ date: isoDateSchema().optional() });
export const storageChargeRunResultSchema = z.object({
  period: storagePeriodSchema,
  snapshot_days: z.number().int(),
  charged: z.number().int().describe('new charges paid at once'),
  due: z.number().int().describe('new charges the balance could not cover'),
  collected: z.number().int().describe('earlier due charges paid now'),
});
export type StorageChargeRunResult = z.infer<typeof storageChargeRunResultSchema>;

/** §2 /warehouse/calculator (the "sample data" tab is public) and /warehouse/charges, for the seller. */
export const storageApi = {
  /** The storage calculator over a fixed sample shop, with the current tariffs and period. */
  sample: endpoint({
    method: 'GET',
    path: '/warehouse/calculator/sample',
    response: storageCalculationSchema,
    access: 'public',
    tags: ['warehouse'],
  }),
  /** The storage calculator over the seller's stock snapshots (as of the previous warehouse day). */
  mine: endpoint({
    method: 'GET',
    path: '/warehouse/calculator/my',
    response: storageCalculationSchema,
    permission: 'warehouse.read',
    tags: ['warehouse'],
  }),
  /** The seller's monthly storage charges, newest month first. */
  charges: endpoint({
    method: 'GET',
    path: '/warehouse/charges',
    query: storageChargesQuerySchema,
    response: storageChargeListSchema,
    permission: 'warehouse.read',
    tags: ['warehouse'],
  }),
  /** One charge with its groups and products (404 for another account's). */
  charge: endpoint({
    method: 'GET',
    path: '/warehouse/charges/:id',
    params: idParamsSchema,
    response: storageChargeDetailSchema,
    permission: 'warehouse.read',
    tags: ['warehouse'],
  }),
};

/** The back office: storage tariffs (warehouse groups) and a manual storage charge run. */
export const opsStorageApi = {
  /** The warehouse groups and their prices (the defaults until first saved). */
  tariffs: endpoint({
    method: 'GET',
    path: '/ops/storage-tariffs',
    response: storageTariffsSchema,
    access: 'operator',
    opsRole: ['finance', 'warehouse'],
    tags: ['ops'],
  }),
  /** Replaces the whole list; the calculator and the next charge run use it. */
  saveTariffs: endpoint({
    method: 'PUT',
    path: '/ops/storage-tariffs',
    audit: 'storage_tariffs_saved',
    body: storageTariffsBodySchema,
    response: storageTariffsSchema,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
  /** Builds missing snapshots and charges the calendar month before `date` (default today). */
  runCharges: endpoint({
    method: 'POST',
    path: '/ops/storage-charges/run',
    audit: 'storage_charges_run',
    body: storageChargeRunBodySchema,
    response: storageChargeRunResultSchema,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
};
