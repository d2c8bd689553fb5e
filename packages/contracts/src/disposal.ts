import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { idParamsSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';
import { sellerRefSchema } from './sellers.ts';

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
export const opsDisposalRequestSchema = disposalRequestSchema.extend({
  account_id: z.number().int(),
  /** By name and e-mail. */
  seller: sellerRefSchema,
});
export type OpsDisposalRequest = z.infer<typeof opsDisposalRequestSchema>;
export const opsDisposalListSchema = pageInfoSchema.extend({ list: z.array(opsDisposalRequestSchema) });
export type OpsDisposalList = z.infer<typeof opsDisposalListSchema>;

export const disposalRejectBodySchema = z.strictObject({
  reason: z.string().trim().min(3).max(TEXT_LIMITS.description),
});
export type DisposalRejectBody = z.input<typeof disposalRejectBodySchema>;

/** §2 /warehouse/disposal and §7 GET /warehouse/disposal/statuses, /warehouse/disposal/requests, for the seller. */
export const disposalApi = {
  /** The statuses with names in the caller's language and colours. */
  statuses: endpoint({
    method: 'GET',
    path: '/warehouse/disposal/statuses',
    response: disposalStatusListSchema,
    permission: 'warehouse.read',
    tags: ['warehouse'],
  }),
  /** The seller's requests, newest first, 10 a page by default (§9). */
  list: endpoint({
    method: 'GET',
    path: '/warehouse/disposal/requests',
    query: disposalListQuerySchema,
    response: disposalListSchema,
    permission: 'warehouse.read',
    tags: ['warehouse'],
  }),
  /** One request (404 for another account's). */
  get: endpoint({
    method: 'GET',
    path: '/warehouse/disposal/requests/:id',
    params: idParamsSchema,
    response: disposalRequestSchema,
    permission: 'warehouse.read',
    tags: ['warehouse'],
  }),
  /**
   * Reserves the units until completed, rejected or cancelled (Idempotency-Key accepted); 400
   * `disposal_exceeds_available`, `stock_blocked`, or an unknown product.
   */
  create: endpoint({
    method: 'POST',
    path: '/warehouse/disposal/requests',
    body: disposalCreateBodySchema,
    response: disposalRequestSchema,
    status: 201,
    idempotent: true,
    permission: 'warehouse.write',
    tags: ['warehouse'],
  }),
  /** Only a pending request (409 `disposal_not_pending`); cancelling twice is harmless. */
  cancel: endpoint({
    method: 'POST',
    path: '/warehouse/disposal/requests/:id/cancel',
    params: idParamsSchema,
    response: disposalRequestSchema,
    permission: 'warehouse.write',
    tags: ['warehouse'],
  }),
};

/** The back office's disposal desk: every account's requests; approve, reject with a reason, complete. */
export const opsDisposalApi = {
  /** Every account's requests, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/ops/warehouse/disposals',
    query: disposalListQuerySchema,
    response: opsDisposalListSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** One request of any account. */
  get: endpoint({
    method: 'GET',
    path: '/ops/warehouse/disposals/:id',
    params: idParamsSchema,
    response: opsDisposalRequestSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** A pending request only (409 `disposal_not_pending`); the seller is notified. */
  approve: endpoint({
    method: 'POST',
    path: '/ops/warehouse/disposals/:id/approve',
    audit: 'disposal_approved',
    params: idParamsSchema,
    response: opsDisposalRequestSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** A pending or approved request, with the reason the seller sees (409 `disposal_not_pending`). */
  reject: endpoint({
    method: 'POST',
    path: '/ops/warehouse/disposals/:id/reject',
    audit: 'disposal_refused',
    params: idParamsSchema,
    body: disposalRejectBodySchema,
    response: opsDisposalRequestSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** Disposes of the units and charges the fee, once (Idempotency-Key accepted); 409 `disposal_not_approved`. */
  complete: endpoint({
    method: 'POST',
    path: '/ops/warehouse/disposals/:id/complete',
    audit: 'disposal_completed',
    params: idParamsSchema,
    response: opsDisposalRequestSchema,
    idempotent: true,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
};
