import { z } from 'zod';
import { decimalAmountText } from './amount.ts';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';

/** §9 delivery types, plus the postcard (§5). Their order is the order of the operator's tariff menu. */
export const deliveryTypes = [
  'small_pack',
  'air',
  'ground_combined',
  'gift',
  'sales_of_goods',
  'commercial_sample',
  'courier',
  'bulky',
  'delivery_notification',
  'express',
  'postcard',
] as const;
export type DeliveryType = (typeof deliveryTypes)[number];
export const deliveryTypeSchema = z.enum(deliveryTypes);

/** Destination zones (docs/tariffs.md): from Ukraine to …, and `us_domestic` from the US warehouse within the US. */
export const tariffZones = ['us', 'ca', 'eu_uk', 'europe', 'world', 'us_domestic'] as const;
export type TariffZone = (typeof tariffZones)[number];
export const tariffZoneSchema = z.enum(tariffZones);

/** Why a delivery type gives no rate for a parcel. */
export const exclusionReasons = [
  'not_offered',
  'over_max_weight',
  'express_over_weight',
  'express_box_too_small',
  'postcard_us_only',
] as const;
export type ExclusionReason = (typeof exclusionReasons)[number];

/** §9 notes shown with the rates. */
export const calculatorNotes = ['consolidation_saves_customs', 'low_duty_threshold'] as const;
export type CalculatorNote = (typeof calculatorNotes)[number];

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'invalid_country')
  .transform((c) => c.toUpperCase());
/** Kilograms, up to 3 decimals (grams), at most 70 kg. */
export const weightKgSchema = z
  .number()
  .positive()
  .max(70)
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'invalid_weight');
/** Centimetres, up to one decimal (millimetres), at most 300 cm. */
export const sideCmSchema = z
  .number()
  .positive()
  .max(300)
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, 'invalid_dimension');

export const calculatorBodySchema = z.strictObject({
  from_country: countryCode,
  to_country: countryCode,
  /** USPS code; required when `to_country` is US. */
  to_state: z.string().trim().toUpperCase().max(3).optional(),
  weight_kg: weightKgSchema,
  length_cm: sideCmSchema,
  width_cm: sideCmSchema,
  height_cm: sideCmSchema,
  delivery_type: deliveryTypeSchema.optional(),
});
export type CalculatorBody = z.input<typeof calculatorBodySchema>;

export const quoteRateSchema = z.object({
  /** A stable id of this quote (type, route, weight, box): the cart's item uid. */
  uid: z.string(),
  delivery_type: deliveryTypeSchema,
  price: moneySchema,
  chargeable_weight_g: z.number().int(),
  delivery_days: z.object({ min: z.number().int(), max: z.number().int() }),
});
export type QuoteRate = z.infer<typeof quoteRateSchema>;

export const calculatorResponseSchema = z.object({
  zone: tariffZoneSchema,
  actual_weight_g: z.number().int(),
  volumetric_weight_g: z.number().int(),
  chargeable_weight_g: z.number().int(),
  /** Cheapest first. */
  rates: z.array(quoteRateSchema),
  excluded: z.array(z.object({ delivery_type: deliveryTypeSchema, reason: z.enum(exclusionReasons) })),
  notes: z.array(z.enum(calculatorNotes)),
  sandbox: z.boolean(),
});
export type CalculatorResponse = z.infer<typeof calculatorResponseSchema>;

/** A decimal price in USD as the operator types it: "12.50", zero allowed. */
const priceText = decimalAmountText({ integerDigits: 6 });

export const tariffBandSchema = z.strictObject({
  /** The band covers weights above the previous band's `up_to_g` and up to this one, in grams. */
  up_to_g: z.number().int().positive().max(70_000),
  /** The price at the band's start, USD. */
  base: priceText,
  /** Added for each started 100 g above the band's start, USD. */
  per_100g: priceText,
});
export type TariffBand = z.infer<typeof tariffBandSchema>;

export const tariffTableSchema = z.object({
  delivery_type: deliveryTypeSchema,
  zone: tariffZoneSchema,
  days_min: z.number().int(),
  days_max: z.number().int(),
  /** Empty: the type is not offered in the zone. */
  bands: z.array(tariffBandSchema),
  updated_at: z.string().nullable(),
});
export type TariffTable = z.infer<typeof tariffTableSchema>;

export const tariffTablesResponseSchema = z.object({ tables: z.array(tariffTableSchema) });

export const tariffParamsSchema = z.object({ delivery_type: deliveryTypeSchema, zone: tariffZoneSchema });

export const tariffTableBodySchema = z
  .strictObject({
    days_min: z.number().int().min(1).max(120),
    days_max: z.number().int().min(1).max(120),
    bands: z.array(tariffBandSchema).max(30),
  })
  .superRefine((body, ctx) => {
    if (body.days_max < body.days_min) ctx.addIssue({ code: 'custom', path: ['days_max'], message: 'days_range' });
    body.bands.forEach((band, i) => {
      if (i > 0 && band.up_to_g <= body.bands[i - 1]!.up_to_g) {
        ctx.addIssue({ code: 'custom', path: ['bands', i, 'up_to_g'], message: 'bands_not_ascending' });
      }
    });
  });
export type TariffTableBody = z.input<typeof tariffTableBodySchema>;

/** The public parcel calculator (§1, §2) and the operators' tariff editor (docs/tariffs.md). */
export const tariffsApi = {
  /** Every applicable delivery type with its price, cheapest first (422 no_rates_found with the reasons). */
  calculate: endpoint({
    method: 'POST',
    path: '/calculator',
    body: calculatorBodySchema,
    response: calculatorResponseSchema,
    access: 'public',
    tags: ['calculator'],
  }),
  /** Every rate table, in the order of the operator's menu. */
  tables: endpoint({
    method: 'GET',
    path: '/ops/tariffs',
    response: tariffTablesResponseSchema,
    access: 'operator',
    opsRole: ['finance', 'warehouse'],
    tags: ['ops'],
  }),
  /** One delivery type's table in one zone (empty bands: not offered there). */
  table: endpoint({
    method: 'GET',
    path: '/ops/tariffs/:delivery_type/:zone',
    params: tariffParamsSchema,
    response: tariffTableSchema,
    access: 'operator',
    opsRole: ['finance', 'warehouse'],
    tags: ['ops'],
  }),
  /** Replaces one table; quotes use it at once (400 days_range, bands_not_ascending). */
  save: endpoint({
    method: 'PUT',
    path: '/ops/tariffs/:delivery_type/:zone',
    audit: 'tariff_saved',
    params: tariffParamsSchema,
    body: tariffTableBodySchema,
    response: tariffTableSchema,
    access: 'operator',
    opsRole: 'finance',
    tags: ['ops'],
  }),
};
