import { z } from 'zod';
import { idQuerySchema, idSchema, isoDateSchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';
import {
  checkTariffTable,
  deliveryTypeSchema,
  tariffBandSchema,
  tariffParamsSchema,
  tariffTableShape,
  tariffZoneSchema,
  type TariffBand,
} from './tariffs.ts';

/*
 * Issue 23: a tariff change is a dated version of one (delivery type, zone) table. An operator proposes a table and
 * the date it takes effect, sees the preview, and confirms it with the preview's `version_id`; the history keeps who
 * changed what and when. The version in force at a moment is the latest one that took effect by then; a shipment is
 * re-quoted by the version in force when its seller paid (docs/tariffs.md "Dated versions").
 */

/** The proposed table and its date: today (in force from the confirmation) or a later Kyiv day (from 00:00). */
export const tariffVersionBodySchema = z
  .strictObject({
    ...tariffTableShape,
    effective_date: isoDateSchema(),
    note: z.string().trim().max(500).default(''),
    /** The preview's `version_id`: a table changed since the preview is refused (409 tariff_changed). */
    expected_version_id: idSchema,
  })
  .superRefine(checkTariffTable);
export type TariffVersionBody = z.input<typeof tariffVersionBodySchema>;
export type ConfirmedTariff = z.output<typeof tariffVersionBodySchema>;

/**
 * Bands in a query string: `up_to_g:base:per_100g` joined by commas (`500:6.50:0.90,1000:9.20:0.83`); none (a type
 * not offered) leaves the parameter out.
 */
export const bandsQueryText = (bands: readonly TariffBand[]) =>
  bands.map((b) => `${b.up_to_g}:${b.base}:${b.per_100g}`).join(',');

const bandsQuerySchema = z
  .string()
  .max(1500)
  .optional()
  .transform((text) =>
    !text
      ? []
      : text.split(',').map((part) => {
          const [up_to_g, base, per_100g] = part.split(':');
          return { up_to_g: Number(up_to_g), base: base ?? '', per_100g: per_100g ?? '' };
        }),
  )
  .pipe(z.array(tariffBandSchema).max(30));

/** What a preview takes: the proposed table and date, in the query (a preview writes nothing). */
export const tariffPreviewQuerySchema = z
  .object({
    effective_date: isoDateSchema(),
    days_min: z.coerce.number().int().min(1).max(120),
    days_max: z.coerce.number().int().min(1).max(120),
    bands: bandsQuerySchema,
  })
  .superRefine(checkTariffTable);
export type TariffPreviewQuery = z.input<typeof tariffPreviewQuerySchema>;
export type ProposedTariff = z.output<typeof tariffPreviewQuerySchema>;

const daysSchema = z.object({ min: z.number().int(), max: z.number().int() });
const bandPricesSchema = z.object({ base: z.string(), per_100g: z.string() });

export const tariffPreviewSchema = z.object({
  delivery_type: deliveryTypeSchema,
  zone: tariffZoneSchema,
  /** The moment the table would take effect: the confirmation's for today, else 00:00 Kyiv time of the day. */
  effective_from: z.string(),
  immediate: z.boolean(),
  /** The latest version of this table: send it back as `expected_version_id` to confirm. */
  version_id: z.number().int(),
  days: z.object({ before: daysSchema, after: daysSchema }),
  /** Band by band, by where each ends: the prices before and after (null: no such band on that side). */
  bands: z.array(
    z.object({ up_to_g: z.number().int(), before: bandPricesSchema.nullable(), after: bandPricesSchema.nullable() }),
  ),
  /** The delivery price of a new parcel of some weights, before and after (null: no rate). */
  samples: z.array(
    z.object({ weight_g: z.number().int(), before: moneySchema.nullable(), after: moneySchema.nullable() }),
  ),
  /** Parcels of this type and zone not yet departed: they keep the price they were paid at. */
  open_parcels: z.number().int(),
  /** Changes already scheduled after this date: each replaces this table from its own date. */
  later_changes: z.array(z.string()),
  /** Whether the proposed table differs from the one it replaces. */
  changed: z.boolean(),
});
export type TariffPreview = z.infer<typeof tariffPreviewSchema>;

export const tariffVersionStates = ['scheduled', 'in_force', 'past', 'cancelled'] as const;
export type TariffVersionState = (typeof tariffVersionStates)[number];

const operatorRefSchema = z.object({ name: z.string(), email: z.string() });
const tableSnapshotSchema = z.object({
  days_min: z.number().int(),
  days_max: z.number().int(),
  bands: z.array(tariffBandSchema),
});

export const tariffVersionSchema = z.object({
  id: z.number().int(),
  delivery_type: deliveryTypeSchema,
  zone: tariffZoneSchema,
  /** Null for the first table, in force since the start. */
  effective_from: z.string().nullable(),
  state: z.enum(tariffVersionStates),
  ...tableSnapshotSchema.shape,
  /** The table this one replaced (the previous version by date, cancelled ones aside); null for the first. */
  before: tableSnapshotSchema.nullable(),
  note: z.string(),
  created_at: z.string(),
  /** Who confirmed it; null for the default table. */
  created_by: operatorRefSchema.nullable(),
  cancelled_at: z.string().nullable(),
  cancelled_by: operatorRefSchema.nullable(),
});
export type TariffVersion = z.infer<typeof tariffVersionSchema>;

export const tariffHistorySchema = z.object({
  /** Latest date first; a scheduled change first of all. */
  versions: z.array(tariffVersionSchema),
});

export const tariffVersionParamsSchema = tariffParamsSchema.extend({ id: idQuerySchema });

/** Dated changes of the operators' rate tables (issue 23, docs/tariffs.md "Dated versions"). */
export const tariffVersionsApi = {
  /** What a proposed table would change, from which moment, for how many open parcels. Writes nothing. */
  preview: endpoint({
    method: 'GET',
    path: '/ops/tariffs/:delivery_type/:zone/preview',
    params: tariffParamsSchema,
    query: tariffPreviewQuerySchema,
    response: tariffPreviewSchema,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
  /** Every version of one table with who confirmed it, when, and the table before and after. */
  history: endpoint({
    method: 'GET',
    path: '/ops/tariffs/:delivery_type/:zone/versions',
    params: tariffParamsSchema,
    response: tariffHistorySchema,
    access: 'operator',
    opsRole: ['finance', 'warehouse'],
    tags: ['ops'],
  }),
  /**
   * Confirms a previewed table from its date (400 effective_date_past, days_range, bands_not_ascending; 409
   * tariff_changed when the table changed since the preview, tariff_date_taken when a change is scheduled that day).
   */
  save: endpoint({
    method: 'PUT',
    path: '/ops/tariffs/:delivery_type/:zone',
    params: tariffParamsSchema,
    body: tariffVersionBodySchema,
    response: tariffVersionSchema,
    access: 'operator',
    opsRole: 'finance',
    audit: 'tariff_version_scheduled',
    tags: ['ops'],
  }),
  /** Cancels a change that has not taken effect yet (409 tariff_version_not_scheduled otherwise). */
  cancel: endpoint({
    method: 'POST',
    path: '/ops/tariffs/:delivery_type/:zone/versions/:id/cancel',
    params: tariffVersionParamsSchema,
    response: tariffVersionSchema,
    access: 'operator',
    opsRole: 'finance',
    audit: 'tariff_version_cancelled',
    tags: ['ops'],
  }),
};
