import { z } from 'zod';
import { idParamsSchema, pageInfoSchema, pageQuerySchema } from './common.ts';
import { endpoint } from './endpoint.ts';
import { moneySchema } from './money.ts';
import { sellerRefSchema } from './sellers.ts';

/*
 * Extra services on a package at the US warehouse (issue 24, docs/us-packages.md): the seller asks, the price is held
 * on the balance, the warehouse does it (the hold is captured) or the seller cancels first (the hold is released).
 */

export const packageServiceKinds = ['photos', 'inspection', 'repack'] as const;
export type PackageServiceKind = (typeof packageServiceKinds)[number];

/** The listed prices (USD cents): more photos $3.00, an inspection of the contents $5.00, a repack $7.00. */
export const PACKAGE_SERVICE_PRICES_MINOR: Record<PackageServiceKind, number> = {
  photos: 300,
  inspection: 500,
  repack: 700,
};

export const packageServiceStatuses = ['requested', 'done', 'cancelled'] as const;
export type PackageServiceStatus = (typeof packageServiceStatuses)[number];

export const packageServiceSchema = z.object({
  id: z.number().int(),
  package_id: z.number().int(),
  kind: z.enum(packageServiceKinds),
  status: z.enum(packageServiceStatuses),
  price: moneySchema,
  created_at: z.string(),
  done_at: z.string().nullable(),
});
export type PackageService = z.infer<typeof packageServiceSchema>;

export const packageServiceBodySchema = z.strictObject({ kind: z.enum(packageServiceKinds) });
const serviceParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  serviceId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const opsPackageServiceSchema = packageServiceSchema.extend({
  seller: sellerRefSchema,
  package: z.object({ carrier: z.string(), tracking_number: z.string() }),
});
export type OpsPackageService = z.infer<typeof opsPackageServiceSchema>;
export const opsPackageServiceListSchema = pageInfoSchema.extend({ services: z.array(opsPackageServiceSchema) });

export const packageServicesApi = {
  /** The package's services, newest first (404 another seller's package). */
  list: endpoint({
    method: 'GET',
    path: '/purchases/packages/:id/services',
    params: idParamsSchema,
    response: z.object({ services: z.array(packageServiceSchema) }),
    permission: 'purchases.read',
    tags: ['us-packages'],
  }),
  /** Asks for a service: its price is held (422 insufficient_funds; 409 service_requested). Idempotency-Key. */
  request: endpoint({
    method: 'POST',
    path: '/purchases/packages/:id/services',
    params: idParamsSchema,
    body: packageServiceBodySchema,
    response: packageServiceSchema,
    status: 201,
    idempotent: true,
    permission: 'purchases.write',
    tags: ['us-packages'],
  }),
  /** Cancels a service not done yet: the hold is released (409 service_not_requested). Idempotency-Key. */
  cancel: endpoint({
    method: 'POST',
    path: '/purchases/packages/:id/services/:serviceId/cancel',
    params: serviceParamsSchema,
    response: packageServiceSchema,
    idempotent: true,
    permission: 'purchases.write',
    tags: ['us-packages'],
  }),
};

export const opsPackageServicesApi = {
  /** Services the sellers asked for and the warehouse has not done, oldest first. */
  list: endpoint({
    method: 'GET',
    path: '/ops/us-packages/services',
    query: pageQuerySchema,
    response: opsPackageServiceListSchema,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
  /** The warehouse did it: the held price is charged (409 service_not_requested). Idempotency-Key. */
  done: endpoint({
    method: 'POST',
    path: '/ops/us-packages/services/:id/done',
    audit: 'us_package_service_done',
    params: idParamsSchema,
    response: opsPackageServiceSchema,
    idempotent: true,
    access: 'operator',
    opsRole: 'warehouse',
    tags: ['ops'],
  }),
};
