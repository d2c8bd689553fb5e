import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ownApiGuard, ownApiRoute, refuse } from '../kit/own-api.ts';
import { s10 } from '../kit/s10.ts';

/** Where the sandbox carrier answers, under the API's prefix: a real carrier's base URL replaces it. */
export const CARRIERS_SANDBOX_PATH = '/sandbox/carriers';

/** UPU S10 service indicators: E = EMS, R = registered letter post, L = tracked small packets, C = parcels. */
const INDICATOR = { ems: 'EE', registered_letter: 'RR', tracked_packet: 'LA', parcel: 'CA' } as const;

const labelBody = z.strictObject({
  shipment_reference: z.string().min(1).max(100),
  service: z.enum(Object.keys(INDICATOR) as [keyof typeof INDICATOR]),
  to_country: z.string().regex(/^[A-Z]{2}$/),
});

/**
 * The serial of a reference's label. A carrier numbers labels from its own sequence; the sandbox keeps no table, so
 * it derives the serial from the reference: the same reference always gets the same number (the API's idempotency),
 * a numeric reference is its own serial (distinct parcels, distinct numbers), any other is hashed.
 */
function serialOf(reference: string): number {
  if (/^\d{1,15}$/.test(reference)) return Number(reference);
  return createHash('sha256').update(reference).digest().readUInt32BE(0);
}

/**
 * The carrier's labels API as our own definition describes it (definition/carriers-api.json): a parcel registered by
 * the shipper's reference gets an S10 tracking number issued from Ukraine ("UA").
 */
export const carriersSandboxRoutes: FastifyPluginAsync<{ apiKey: string }> = async (app, { apiKey }) => {
  ownApiGuard(app, apiKey);
  app.post(`${CARRIERS_SANDBOX_PATH}/v1/labels`, ownApiRoute, async (request, reply) => {
    const body = labelBody.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, 'invalid_request', z.prettifyError(body.error).replaceAll('\n', ' '));
    const { shipment_reference, service } = body.data;
    return { tracking_number: s10(INDICATOR[service], serialOf(shipment_reference), 'UA'), carrier: 'sandbox' };
  });
};
