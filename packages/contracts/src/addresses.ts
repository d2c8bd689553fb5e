import { z } from 'zod';
import { TEXT_LIMITS } from './limits.ts';
import { emailSchema, phoneSchema } from './auth.ts';
import { idParamsSchema, okSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/** §3 "Address book item": who the entry is for (`book_type`) and whether it is a person or a company (`variation_type`). */
export const bookTypes = ['sender', 'recipient'] as const;
export type BookType = (typeof bookTypes)[number];
export const variationTypes = ['individual', 'company'] as const;
export type VariationType = (typeof variationTypes)[number];

/** Countries whose region is chosen from a list (GET /shipping/get_states/{country}) and whose postcode has a fixed form. */
export const listedRegionCountries = ['US', 'UA'] as const;
/** US ZIP: 5 digits or ZIP+4; Ukrainian postcode: 5 digits. */
export const postcodePatterns: Record<string, RegExp> = { US: /^\d{5}(-\d{4})?$/, UA: /^\d{5}$/ };
export const postcodeMessages: Record<string, string> = { US: 'invalid_zip', UA: 'invalid_postcode' };

/**
 * §5: sender data and parcel fields must be Latin letters only. Carriers' labels take printable ASCII: Latin
 * letters, digits, spaces and the usual punctuation — no Cyrillic, no other scripts.
 */
export const LATIN_TEXT = /^[\x20-\x7E]*$/;

/** The text fields of an entry, in the order a form shows them. */
export const addressTextFields = [
  'company_name',
  'first_name',
  'last_name',
  'state',
  'city',
  'zip',
  'address_line1',
  'address_line2',
] as const;
export type AddressTextField = (typeof addressTextFields)[number];

export const addressLimits = {
  company_name: 100,
  first_name: 50,
  last_name: 50,
  state: 60,
  city: 60,
  zip: 12,
  address_line1: 100,
  address_line2: 100,
  phone: 32,
  email: 254,
  edrpou: 8,
} as const;

/** A Ukrainian company's EDRPOU code: 8 digits (Ukrposhta needs it of a company sender). */
export const EDRPOU = /^\d{8}$/;

/**
 * Whether the entry's text fields must be Latin (§5): always for a sender (its data goes onto customs documents
 * and labels abroad), and for a recipient outside Ukraine; a recipient in Ukraine may be written in Ukrainian.
 */
export const needsLatin = (bookType: BookType, country: string) => bookType === 'sender' || country !== 'UA';

/** What a form shows and the server requires, for a type and a country (GET /user/book/fields/{type}/data). */
export interface AddressFieldRule {
  name: AddressTextField | 'country' | 'phone' | 'email' | 'edrpou';
  required: boolean;
  /** `select`: a value from GET /shipping/get_states/{country}; `country`: from GET /shipping/get_countries. */
  input: 'text' | 'select' | 'country' | 'tel' | 'email';
  max: number;
  latin_only: boolean;
}

export function addressFieldRules(variation: VariationType, bookType: BookType, country: string): AddressFieldRule[] {
  const latin = needsLatin(bookType, country);
  const listed = (listedRegionCountries as readonly string[]).includes(country);
  const text = (name: AddressTextField, required: boolean): AddressFieldRule => ({
    name,
    required,
    input: 'text',
    max: addressLimits[name],
    latin_only: latin,
  });
  return [
    ...(variation === 'company'
      ? [
          text('company_name', true),
          { name: 'edrpou', required: false, input: 'text', max: addressLimits.edrpou, latin_only: false } as const,
        ]
      : []),
    text('first_name', variation === 'individual'),
    text('last_name', variation === 'individual'),
    { name: 'country', required: true, input: 'country', max: 2, latin_only: false },
    { ...text('state', listed), input: listed ? 'select' : 'text' },
    text('city', true),
    text('zip', listed),
    text('address_line1', true),
    text('address_line2', false),
    { name: 'phone', required: false, input: 'tel', max: addressLimits.phone, latin_only: false },
    { name: 'email', required: false, input: 'email', max: addressLimits.email, latin_only: false },
  ];
}

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * POST /user/book/ and PUT /user/book/{id}. Empty optional fields are ''. The rules that depend on the type and
 * the country come after the shape, each naming its own message code (the `fields` catalogue), so that the
 * server and the form say the same thing.
 */
export const addressBodySchema = z
  .object({
    book_type: z.enum(bookTypes),
    variation_type: z.enum(variationTypes),
    company_name: optionalText(addressLimits.company_name),
    /** A company's EDRPOU (8 digits), optional; an individual has none. */
    edrpou: optionalText(addressLimits.edrpou),
    first_name: optionalText(addressLimits.first_name),
    last_name: optionalText(addressLimits.last_name),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .min(1, 'required')
      .regex(/^(|[A-Z]{2})$/, 'invalid_value'),
    state: optionalText(addressLimits.state),
    city: optionalText(addressLimits.city),
    zip: optionalText(addressLimits.zip),
    address_line1: optionalText(addressLimits.address_line1),
    address_line2: optionalText(addressLimits.address_line2),
    phone: optionalText(addressLimits.phone),
    email: optionalText(addressLimits.email),
    is_default: z.boolean().optional().default(false),
  })
  .strict()
  .superRefine((v, ctx) => {
    const fail = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
    const rules = addressFieldRules(v.variation_type, v.book_type, v.country);
    for (const rule of rules) {
      if (rule.name === 'country' || rule.name === 'phone' || rule.name === 'email' || rule.name === 'edrpou') continue;
      const value = v[rule.name];
      if (rule.required && !value) fail(rule.name, 'required');
      else if (value && rule.latin_only && !LATIN_TEXT.test(value)) fail(rule.name, 'latin_only');
    }
    const pattern = postcodePatterns[v.country];
    if (pattern && v.zip && LATIN_TEXT.test(v.zip) && !pattern.test(v.zip))
      fail('zip', postcodeMessages[v.country] ?? 'invalid_format');
    if (v.edrpou && (v.variation_type !== 'company' || !EDRPOU.test(v.edrpou))) fail('edrpou', 'invalid_edrpou');
    if (v.phone && !phoneSchema.safeParse(v.phone).success) fail('phone', 'invalid_phone');
    if (v.email && !emailSchema.safeParse(v.email).success) fail('email', 'invalid_email');
    if (v.is_default && v.book_type !== 'sender') fail('is_default', 'default_sender_only');
  });
export type AddressBody = z.input<typeof addressBodySchema>;
export type AddressInput = z.output<typeof addressBodySchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  book_type: z.enum(bookTypes),
  variation_type: z.enum(variationTypes),
  company_name: z.string(),
  edrpou: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  zip: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  phone: z.string(),
  email: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /user/book: `search` matches a name, a company or a city; `book_type` filters senders or recipients. */
export const addressListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(TEXT_LIMITS.name).optional(),
  book_type: z.enum(bookTypes).optional(),
});
export type AddressListQuery = z.infer<typeof addressListQuerySchema>;

export const addressListSchema = pageInfoSchema.extend({ address_book: z.array(addressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

export const addressItemSchema = z.object({ address_book_item: addressSchema });
export const addressIdParamsSchema = idParamsSchema;

/** GET /user/book/modules: the books and the kinds of entry each holds. */
export const addressModulesSchema = z.object({
  modules: z.array(z.object({ book_type: z.enum(bookTypes), variation_types: z.array(z.enum(variationTypes)) })),
});

/** GET /user/book/fields/{type}/data?book_type=&country= */
export const addressFieldsParamsSchema = z.object({ type: z.enum(variationTypes) });
export const addressFieldsQuerySchema = z.object({
  book_type: z.enum(bookTypes).default('recipient'),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .default('US'),
});
export const addressFieldsSchema = z.object({
  fields: z.array(
    z.object({
      name: z.string(),
      required: z.boolean(),
      input: z.enum(['text', 'select', 'country', 'tel', 'email']),
      max: z.number().int(),
      latin_only: z.boolean(),
    }),
  ),
});

const read = { permission: 'addresses.read', tags: ['addresses'] } as const;
const write = { permission: 'addresses.write', tags: ['addresses'] } as const;

/** §7 "Address book", under the spec's paths; DELETE is ours (the spec lists no way to remove an entry). */
export const addressesApi = {
  /** The books and the kinds of entry each holds. */
  modules: endpoint({ method: 'GET', path: '/user/book/modules', response: addressModulesSchema, ...read }),
  /** The form's fields for a kind of entry, a book and a country (the §5 rules). */
  fields: endpoint({
    method: 'GET',
    path: '/user/book/fields/:type/data',
    params: addressFieldsParamsSchema,
    query: addressFieldsQuerySchema,
    response: addressFieldsSchema,
    ...read,
  }),
  /** The seller's entries, the default sender first, then the newest. */
  list: endpoint({
    method: 'GET',
    path: '/user/book',
    query: addressListQuerySchema,
    response: addressListSchema,
    ...read,
  }),
  /** 400 with the field messages of §5 when a rule fails. */
  create: endpoint({
    method: 'POST',
    path: '/user/book/',
    body: addressBodySchema,
    response: addressItemSchema,
    status: 201,
    ...write,
  }),
  /** One entry (404 when it is not the account's). */
  get: endpoint({
    method: 'GET',
    path: '/user/book/:id',
    params: addressIdParamsSchema,
    response: addressItemSchema,
    ...read,
  }),
  /** The whole entry; 400 with the field messages of §5 when a rule fails. */
  update: endpoint({
    method: 'PUT',
    path: '/user/book/:id',
    params: addressIdParamsSchema,
    body: addressBodySchema,
    response: addressItemSchema,
    ...write,
  }),
  /** Removes an entry for good (404 when it is not the account's). */
  remove: endpoint({
    method: 'DELETE',
    path: '/user/book/:id',
    params: addressIdParamsSchema,
    response: okSchema,
    ...write,
  }),
};
