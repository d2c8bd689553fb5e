import { z } from 'zod';
import { pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { TEXT_LIMITS } from './limits.ts';
import { sellerRefSchema } from './sellers.ts';
import { sideCmSchema, weightKgSchema } from './tariffs.ts';
import {
  attachedFileSchema,
  MAX_ATTACHED_FILES,
  uploadContentTypes,
  uploadedFileSchema,
  uploadFilenameSchema,
} from './uploads.ts';

/*
 * Packages at the US warehouse (issue 24, docs/us-packages.md): what a US shop sent to a seller's suite, checked in by
 * an operator with its carrier, tracking, weight, dimensions, contents and photos. The suite read from the label
 * (`accountOfSuite`) names the seller; a package whose label names nobody waits in the unidentified pool.
 */

/** POST /ops/us-packages: the label's suite as written (empty when there is none), and what the operator found. */
export const usPackageCheckInBodySchema = z.strictObject({
  suite: z.string().trim().max(60).optional().default(''),
  carrier: z.string().trim().min(1, 'required').max(60),
  tracking_number: z.string().trim().min(4, 'too_short').max(60),
  /** Kilograms up to three decimals; centimetres up to one (as the calculator takes them). */
  weight_kg: weightKgSchema,
  length_cm: sideCmSchema,
  width_cm: sideCmSchema,
  height_cm: sideCmSchema,
  contents: z.string().trim().min(1, 'required').max(TEXT_LIMITS.description),
  /** 1–5 photos the operator uploaded (images only: a PDF is no photo). */
  photos: z
    .array(uploadFilenameSchema.refine((name) => !name.endsWith('.pdf'), 'invalid_file_format'))
    .min(1, 'photo_required')
    .max(MAX_ATTACHED_FILES, 'too_many_files')
    .refine((names) => new Set(names).size === names.length, 'duplicate_file'),
});
export type UsPackageCheckInBody = z.input<typeof usPackageCheckInBodySchema>;

/** A package as its seller sees it. */
export const usPackageSchema = z.object({
  id: z.number().int(),
  carrier: z.string(),
  tracking_number: z.string(),
  weight_kg: z.number(),
  length_cm: z.number(),
  width_cm: z.number(),
  height_cm: z.number(),
  contents: z.string(),
  photos: z.array(attachedFileSchema),
  arrived_at: z.string(),
});
export type UsPackage = z.infer<typeof usPackageSchema>;
export const usPackageListSchema = pageInfoSchema.extend({ packages: z.array(usPackageSchema) });
export type UsPackageList = z.infer<typeof usPackageListSchema>;

/** A package on the operators' desk: whose it is (null in the unidentified pool) and the suite as the label read. */
export const opsUsPackageSchema = usPackageSchema.extend({
  suite: z.string(),
  seller: sellerRefSchema.nullable(),
});
export type OpsUsPackage = z.infer<typeof opsUsPackageSchema>;
export const opsUsPackageListSchema = pageInfoSchema.extend({ packages: z.array(opsUsPackageSchema) });
export type OpsUsPackageList = z.infer<typeof opsUsPackageListSchema>;

export const usPackagePhotoParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  filename: z.string().min(1).max(200),
});

/** The seller's packages at the US warehouse (§2 "Purchases", under the purchases permissions). */
export const usPackagesApi = {
  /** The seller's packages, newest arrival first. */
  list: endpoint({
    method: 'GET',
    path: '/purchases/packages',
    query: pageQuerySchema,
    response: usPackageListSchema,
    permission: 'purchases.read',
    tags: ['us-packages'],
  }),
  /** A photo of one of the seller's packages (404 another's package or a file it does not show). */
  photo: endpoint({
    method: 'GET',
    path: '/purchases/packages/:id/photos/:filename',
    params: usPackagePhotoParamsSchema,
    file: uploadContentTypes.join(', '),
    permission: 'purchases.read',
    tags: ['us-packages'],
  }),
};

/** The back office's check-in desk (/ops/us-packages). */
export const opsUsPackagesApi = {
  /** Stores one photo (multipart, an image judged by its first bytes; 400 invalid_file_format) for a check-in to come. */
  uploadPhoto: endpoint({
    method: 'POST',
    path: '/ops/us-packages/photos',
    audit: 'us_package_photo_uploaded',
    multipart: true,
    response: uploadedFileSchema,
    status: 201,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** Checks a package in; the label's suite decides whose it is (400 unknown_file); takes an Idempotency-Key. */
  checkIn: endpoint({
    method: 'POST',
    path: '/ops/us-packages',
    audit: 'us_package_checked_in',
    body: usPackageCheckInBodySchema,
    response: opsUsPackageSchema,
    status: 201,
    idempotent: true,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** Every package checked in, newest first. */
  list: endpoint({
    method: 'GET',
    path: '/ops/us-packages',
    query: pageQuerySchema,
    response: opsUsPackageListSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** A package's photo for the desk. */
  photo: endpoint({
    method: 'GET',
    path: '/ops/us-packages/:id/photos/:filename',
    params: usPackagePhotoParamsSchema,
    file: uploadContentTypes.join(', '),
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
};
