import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { pageInfoSchema, pageQuerySchema } from './common.ts';
import { moneySchema } from './money.ts';

/**
 * §3 Disposal request (docs/warehouse.md "Disposal"): the seller asks the US warehouse to destroy stock.
 * pending → approved → completed, or pending → rejected (operator) / cancelled (seller); approved may still be
 * rejected (e.g. the goods turned out to be hazardous) but not cancelled. Units stay reserved while pending or approved.
 */
export const disposalStatuses = ['pending', 'approved', 'completed', 'rejected', 'cancelled'] as const;
export type DisposalStatus = (typeof disposalStatuses)[number];
export const disposalStatusSchema = z.enum(disposalStatuses);

export const disposalStatusColors: Record<DisposalStatus, string> = {
  pending: 'yellow',
  approved: 'blue',
  completed: 'green',
  rejected: 'red',
  cancelled: 'gray',
};

/** Statuses whose units are still reserved out of the available stock. */
export const reservingDisposalStatuses: readonly DisposalStatus[] = ['pending', 'approved'];

/** The warehouse's fee for destroying one unit: 0.30 USD, charged from the balance when the disposal is completed. */
export const DISPOSAL_FEE_PER_UNIT_MINOR = 30;

/** §9: disposal requests are listed 10 a page by default. */
export const DISPOSAL_PAGE_SIZE = 10;
export const MAX_DISPOSAL_ITEMS = 50;

/** GET /warehouse/disposal/statuses */
export const disposalStatusListSchema = z.object({
  statuses: z.array(z.object({ status: disposalStatusSchema, label: z.string(), color: z.string() })),
});
export type DisposalStatusList = z.infer<typeof disposalStatusListSchema>;

export const disposalItemSchema = z.object({
  product_id: z.number().int(),
  sku: z.string(),
  title_uk: z.string(),
  title_en: z.string(),
  quantity: z.number().int(),
});
export type DisposalItem = z.infer<typeof disposalItemSchema>;

export const disposalRequestSchema = z.object({
  id: z.number().int(),
  status: disposalStatusSchema,
  status_color: z.string(),
  comment: z.string(),
  items: z.array(disposalItemSchema),
  total_quantity: z.number().int(),
  /** The fee: what completion will charge (per unit × units), or what it charged. */
  fee: moneySchema,
  /** The operator's reason when rejected. */
  reason: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  completed_at: z.string().nullable(),
});
export type DisposalRequest = z.infer<typeof disposalRequestSchema>;

export const disposalListQuerySchema = pageQuerySchema.extend({
  on_page: z.coerce.number().int().min(1).max(100).default(DISPOSAL_PAGE_SIZE),
  status: disposalStatusSchema.optional(),
});
export type DisposalListQuery = z.input<typeof disposalListQuerySchema>;
export const disposalListSchema = pageInfoSchema.extend({ list: z.array(disposalRequestSchema) });
export type DisposalList = z.infer<typeof disposalListSchema>;

/** POST /warehouse/disposal/requests (Idempotency-Key accepted). One line per product. */
export const disposalCreateBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        product_id: z.number().int().min(1).max(2_147_483_647),
        quantity: z.number().int().min(1).max(1_000_000),
      }),
    )
    .min(1)
    .max(MAX_DISPOSAL_ITEMS)
    .refine((items) => new Set(items.map((i) => i.product_id)).size === items.length, 'duplicate_product'),
  comment: z.string().trim().max(TEXT_LIMITS.description).default(''),
});
export type DisposalCreateBody = z.input<typeof disposalCreateBodySchema>;

/** The operator's view: the seller's request plus whose it is. */
export const opsDisposalRequestSchema = disposalRequestSchema.extend({ account_id: z.number().int() });
export type OpsDisposalRequest = z.infer<typeof opsDisposalRequestSchema>;
export const opsDisposalListSchema = pageInfoSchema.extend({ list: z.array(opsDisposalRequestSchema) });
export type OpsDisposalList = z.infer<typeof opsDisposalListSchema>;

export const disposalRejectBodySchema = z.strictObject({
  reason: z.string().trim().min(3).max(TEXT_LIMITS.description),
});
export type DisposalRejectBody = z.input<typeof disposalRejectBodySchema>;
