import { z } from 'zod';
import { LATIN_TEXT } from './addresses.ts';
import { idParamsSchema, idSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';
import { HS_CODE } from './shipment-create.ts';

/*
 * §2 /ukrposhta-shipments: parcels a seller in Ukraine sends abroad by Ukrposhta (docs/national-post.md). Created at
 * Ukrposhta first — only then does Ukrposhta name its price — then paid from the balance, then handed in at a post
 * office; deletable (the money returned) until the post office accepts it.
 */

/** Ukrposhta's international package types a seller can choose, with the heaviest package of each (grams). */
export const nationalPostPackageTypes = ['SMALL_BAG', 'PRIME', 'PARCEL', 'EMS', 'LETTER'] as const;
export type NationalPostPackageType = (typeof nationalPostPackageTypes)[number];
export const NATIONAL_POST_MAX_WEIGHT_G: Record<NationalPostPackageType, number> = {
  SMALL_BAG: 2_000,
  PRIME: 2_000,
  PARCEL: 30_000,
  EMS: 30_000,
  LETTER: 2_000,
};

/** UPU's nature of the item (the boxes of CN22/CN23). */
export const nationalPostCategories = [
  'SALE_OF_GOODS',
  'GIFT',
  'COMMERCIAL_SAMPLE',
  'DOCUMENTS',
  'RETURNED_GOODS',
  'OTHER',
] as const;
export type NationalPostCategory = (typeof nationalPostCategories)[number];

/**
 * Ours: being created at Ukrposhta, created there (priced, not paid), paid, accepted at a post office, abroad,
 * delivered, or returned to the sender; or deleted, or refused by Ukrposhta (`failed`, with its reason).
 */
export const nationalPostStatuses = [
  'creating',
  'created',
  'paid',
  'accepted',
  'abroad',
  'delivered',
  /** Sent back by the destination (refused or not collected), on its way to or handed back to the sender. */
  'returned',
  'deleted',
  'failed',
] as const;
export type NationalPostStatus = (typeof nationalPostStatuses)[number];
export const nationalPostDocTypes = ['sticker', 'cn22', 'cn23'] as const;
export const nationalPostDocSizes = ['SIZE_10X10', 'SIZE_A5', 'SIZE_A6'] as const;

export const MAX_NATIONAL_POST_LINES = 20;
const latin = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(max)
    .refine((v) => LATIN_TEXT.test(v), 'latin_only');
const grams = z.number().int('invalid_grams').min(1, 'invalid_grams').max(30_000, 'invalid_grams');

/** A parcel line: customs names in both languages (§5), what it weighs and is worth, where it was made, its HS code. */
export const nationalPostLineSchema = z.strictObject({
  name_ua: z.string().trim().min(1, 'customs_name_both_languages').max(120),
  name_en: latin(120),
  quantity: z.number().int().min(1).max(999),
  weight_g: grams,
  /** Per unit, in the shipment's currency: "12.50". */
  unit_value: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'invalid_amount')
    .refine((v) => Number(v) > 0, 'amount_not_positive'),
  origin: z.string().regex(/^[A-Z]{2}$/, 'invalid_country'),
  hs_code: z.string().trim().regex(HS_CODE, 'invalid_hs_code'),
});
export type NationalPostLine = z.infer<typeof nationalPostLineSchema>;

/** POST /ukrposhta/shipments: the sender and recipient are address-book entries (Latin, §5). */
export const nationalPostCreateBodySchema = z
  .strictObject({
    sender_id: idSchema,
    recipient_id: idSchema,
    package_type: z.enum(nationalPostPackageTypes),
    category: z.enum(nationalPostCategories),
    currency: z.enum(['USD', 'EUR']).default('USD'),
    weight_g: grams,
    length_cm: z.number().int().min(1).max(200),
    width_cm: z.number().int().min(1).max(200),
    height_cm: z.number().int().min(1).max(200),
    lines: z.array(nationalPostLineSchema).min(1, 'add_items').max(MAX_NATIONAL_POST_LINES),
  })
  .superRefine((body, ctx) => {
    if (body.weight_g > NATIONAL_POST_MAX_WEIGHT_G[body.package_type]) {
      ctx.addIssue({ code: 'custom', path: ['weight_g'], message: 'weight_over_package_limit' });
    }
    const lines = body.lines.reduce((sum, line) => sum + line.weight_g * line.quantity, 0);
    if (lines > body.weight_g)
      ctx.addIssue({ code: 'custom', path: ['weight_g'], message: 'lines_heavier_than_parcel' });
  });
export type NationalPostCreateBody = z.input<typeof nationalPostCreateBodySchema>;

const party = z.object({ name: z.string(), city: z.string(), country: z.string() });

export const nationalPostShipmentSchema = z.object({
  id: z.number().int(),
  /** Ukrposhta's id of the shipment (§3 "National postal shipment: uuid"); null until Ukrposhta has created it. */
  uuid: z.string().nullable(),
  /** The S10 track number Ukrposhta gave it. */
  barcode: z.string().nullable(),
  status: z.enum(nationalPostStatuses),
  package_type: z.enum(nationalPostPackageTypes),
  category: z.enum(nationalPostCategories),
  sender: party,
  recipient: party,
  weight_g: z.number().int(),
  lines: z.array(nationalPostLineSchema),
  /** What the seller pays from the balance, converted from Ukrposhta's price in hryvnias. */
  price: moneySchema.nullable(),
  /** Ukrposhta's own price. */
  delivery_price: moneySchema.nullable(),
  /** Why Ukrposhta refused it, in its own words (status `failed`). */
  failure: z.string().nullable(),
  customs_form: z.enum(['cn22', 'cn23']),
  customs_form_reason: z.enum(['small_item', 'parcel', 'value_over_limit', 'weight_over_limit']),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  can_pay: z.boolean(),
  can_delete: z.boolean(),
});
export type NationalPostShipment = z.infer<typeof nationalPostShipmentSchema>;

export const nationalPostListQuerySchema = pageQuerySchema.extend({
  status: z.enum(nationalPostStatuses).optional(),
  /** A track number or a recipient's name. */
  query: z.string().trim().max(60).optional(),
});
export type NationalPostListQuery = z.infer<typeof nationalPostListQuerySchema>;
export const nationalPostListSchema = pageInfoSchema.extend({ shipments: z.array(nationalPostShipmentSchema) });
export type NationalPostList = z.infer<typeof nationalPostListSchema>;

export const nationalPostEventSchema = z.object({
  date: z.string(),
  event: z.string(),
  name: z.string(),
  country: z.string(),
  office: z.string(),
});
export const nationalPostEventsSchema = z.object({ events: z.array(nationalPostEventSchema) });

export const nationalPostDocQuerySchema = z.object({
  doc_type: z.enum(nationalPostDocTypes),
  doc_size: z.enum(nationalPostDocSizes).default('SIZE_10X10'),
});
const uuidParamsSchema = z.object({ uuid: z.string().uuid('not_found') });

/** §7 national postal shipments, for the seller (under the shipments permissions). */
export const nationalPostApi = {
  /** The seller's national-post shipments, newest first, by status or a track / recipient search. */
  list: endpoint({
    method: 'GET',
    path: '/ukrposhta/shipments',
    query: nationalPostListQuerySchema,
    response: nationalPostListSchema,
    permission: 'shipments.read',
    tags: ['national-post'],
  }),
  /**
   * Creates the shipment at Ukrposhta, which names its price; nothing is charged yet. Answers it as `creating`: the
   * call to Ukrposhta runs once the record is stored, so a retried request never creates a second parcel there.
   */
  create: endpoint({
    method: 'POST',
    path: '/ukrposhta/shipments',
    body: nationalPostCreateBodySchema,
    response: nationalPostShipmentSchema,
    status: 201,
    idempotent: true,
    permission: 'shipments.write',
    tags: ['national-post'],
  }),
  get: endpoint({
    method: 'GET',
    path: '/ukrposhta/shipments/:id',
    params: idParamsSchema,
    response: nationalPostShipmentSchema,
    permission: 'shipments.read',
    tags: ['national-post'],
  }),
  /** Pays Ukrposhta's price from the balance (422 insufficient_funds; 409 national_post_not_payable). */
  pay: endpoint({
    method: 'POST',
    path: '/ukrposhta/shipments/:id/pay',
    params: idParamsSchema,
    response: nationalPostShipmentSchema,
    idempotent: true,
    permission: 'shipments.write',
    tags: ['national-post'],
  }),
  /** Deletes it at Ukrposhta and returns the money; refused once a post office accepted it (409 national_post_accepted). */
  remove: endpoint({
    method: 'DELETE',
    path: '/ukrposhta/shipments/:id',
    params: idParamsSchema,
    response: nationalPostShipmentSchema,
    idempotent: true,
    permission: 'shipments.write',
    tags: ['national-post'],
  }),
  /** Ukrposhta's tracking events, oldest first (none before a post office accepts the parcel). */
  events: endpoint({
    method: 'GET',
    path: '/ukrposhta/shipments/:id/events',
    params: idParamsSchema,
    response: nationalPostEventsSchema,
    permission: 'shipments.read',
    tags: ['national-post'],
  }),
  /** The sticker or customs declaration as a PDF in a label size (paid shipments only). */
  docs: endpoint({
    method: 'GET',
    path: '/ukrposhta/docs/:uuid',
    params: uuidParamsSchema,
    query: nationalPostDocQuerySchema,
    file: 'application/pdf',
    permission: 'shipments.read',
    tags: ['national-post'],
  }),
};
