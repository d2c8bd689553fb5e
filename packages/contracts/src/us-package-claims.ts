import { z } from 'zod';
import { idParamsSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { TEXT_LIMITS } from './limits.ts';
import { moneySchema } from './money.ts';
import { sellerRefSchema } from './sellers.ts';
import { attachedFilenamesSchema, attachedFileSchema, uploadContentTypes } from './uploads.ts';

/*
 * Unidentified purchases (issue 24, spec §2 /lost-orders; docs/us-packages.md): packages whose label named no suite.
 * Every seller sees what is safe to show and may claim one with proof; an operator approves a claim (the package
 * becomes the claimant's, the handling fee is charged) or refuses it with a reason.
 */

/** The handling fee for matching an unidentified package to its seller: $5.00, charged when a claim is approved. */
export const CLAIM_HANDLING_FEE_MINOR = 500;

export const packageClaimStatuses = ['pending', 'approved', 'rejected'] as const;
export type PackageClaimStatus = (typeof packageClaimStatuses)[number];

/**
 * What every seller sees of an unidentified package: the carrier, the tracking number's last 4 characters, the
 * arrival date and a blurred photo of the label (`labelPhoto`) — never a name, an address or the full tracking.
 */
export const unidentifiedPackageSchema = z.object({
  id: z.number().int(),
  carrier: z.string(),
  tracking_tail: z.string(),
  arrived_at: z.string(),
  /** The caller's latest claim on it (a refused one with the operator's reason). */
  my_claim: z
    .object({ id: z.number().int(), status: z.enum(packageClaimStatuses), reason: z.string().nullable() })
    .nullable(),
});
export type UnidentifiedPackage = z.infer<typeof unidentifiedPackageSchema>;
export const unidentifiedPackageListSchema = pageInfoSchema.extend({ packages: z.array(unidentifiedPackageSchema) });
export type UnidentifiedPackageList = z.infer<typeof unidentifiedPackageListSchema>;

/** POST /purchases/unidentified/{id}/claim: the shop's order number, the full tracking, 1–5 proof files (§5). */
export const packageClaimBodySchema = z.strictObject({
  order_number: z.string().trim().min(1, 'required').max(TEXT_LIMITS.short_text),
  tracking_number: z.string().trim().min(4, 'too_short').max(60),
  message: z.string().trim().max(TEXT_LIMITS.description).optional().default(''),
  files: attachedFilenamesSchema.refine((files) => files.length >= 1, 'files_required'),
});
export type PackageClaimBody = z.input<typeof packageClaimBodySchema>;

export const packageClaimSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  status: z.enum(packageClaimStatuses),
  order_number: z.string(),
  tracking_number: z.string(),
  message: z.string(),
  files: z.array(attachedFileSchema),
  /** Why an operator refused it. */
  reason: z.string().nullable(),
  /** The handling fee charged on approval; null until then. */
  fee: moneySchema.nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type PackageClaim = z.infer<typeof packageClaimSchema>;

/** A claim on the desk: the claimant, and the package as the warehouse knows it (full tracking, the label's suite). */
export const opsPackageClaimSchema = packageClaimSchema.extend({
  seller: sellerRefSchema,
  package: z.object({ carrier: z.string(), tracking_number: z.string(), suite: z.string(), arrived_at: z.string() }),
});
export type OpsPackageClaim = z.infer<typeof opsPackageClaimSchema>;
export const opsPackageClaimsQuerySchema = pageQuerySchema.extend({ status: z.enum(packageClaimStatuses).optional() });
export const opsPackageClaimListSchema = pageInfoSchema.extend({ claims: z.array(opsPackageClaimSchema) });
export type OpsPackageClaimList = z.infer<typeof opsPackageClaimListSchema>;

export const packageClaimRefuseBodySchema = z.strictObject({
  reason: z.string().trim().min(3, 'too_short').max(TEXT_LIMITS.description),
});
const claimFileParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  filename: z.string().min(1).max(200),
});

/** §2 /lost-orders for the seller (under the purchases permissions). */
export const unidentifiedPackagesApi = {
  /** Packages nobody has been matched to, newest first, without anyone's personal data. */
  list: endpoint({
    method: 'GET',
    path: '/purchases/unidentified',
    query: pageQuerySchema,
    response: unidentifiedPackageListSchema,
    permission: 'purchases.read',
    tags: ['us-packages'],
  }),
  /** The label photo, blurred so that no name or address can be read (a JPEG; 404 once the package has an owner). */
  labelPhoto: endpoint({
    method: 'GET',
    path: '/purchases/unidentified/:id/label',
    params: idParamsSchema,
    file: 'image/jpeg',
    permission: 'purchases.read',
    tags: ['us-packages'],
  }),
  /** Claims it with proof (409 package_claim_exists, package_not_unidentified; 400 unknown_file, too_many_files). */
  claim: endpoint({
    method: 'POST',
    path: '/purchases/unidentified/:id/claim',
    params: idParamsSchema,
    body: packageClaimBodySchema,
    response: packageClaimSchema,
    status: 201,
    permission: 'purchases.write',
    tags: ['us-packages'],
  }),
};

/** The desk's side: claims to decide, their proof, approve (charges the fee) or refuse. */
export const opsPackageClaimsApi = {
  list: endpoint({
    method: 'GET',
    path: '/ops/us-packages/claims',
    query: opsPackageClaimsQuerySchema,
    response: opsPackageClaimListSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  file: endpoint({
    method: 'GET',
    path: '/ops/us-packages/claims/:id/files/:filename',
    params: claimFileParamsSchema,
    file: uploadContentTypes.join(', '),
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /**
   * The package becomes the claimant's and the handling fee is charged; the other pending claims are refused
   * (409 claim_already_decided, package_not_unidentified; 422 insufficient_funds). Takes an Idempotency-Key.
   */
  approve: endpoint({
    method: 'POST',
    path: '/ops/us-packages/claims/:id/approve',
    audit: 'us_package_claim_approved',
    params: idParamsSchema,
    response: opsPackageClaimSchema,
    idempotent: true,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  refuse: endpoint({
    method: 'POST',
    path: '/ops/us-packages/claims/:id/refuse',
    audit: 'us_package_claim_refused',
    params: idParamsSchema,
    body: packageClaimRefuseBodySchema,
    response: opsPackageClaimSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
};
