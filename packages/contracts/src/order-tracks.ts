import { z } from 'zod';

/*
 * §7 set_track (docs/orders.md "Tracks"): the track numbers of an order's parcels, each parcel with the order lines
 * and quantities it holds, so that each number reaches the marketplace with what is in that parcel. The same rules
 * are checked by the API and by the form, which words them for the seller.
 */

/** Where the track stands with the marketplace. */
export const trackStates = ['none', 'pending', 'sent', 'refused', 'failed'] as const;

/** An order line in a parcel: the line's `external_id` (as the order shows it) and how many of it. */
export const trackPackageLineSchema = z.object({
  external_id: z.string().trim().min(1, 'required').max(200),
  quantity: z.number().int().min(1).max(100_000),
});
export type TrackPackageLine = z.infer<typeof trackPackageLineSchema>;

/** One parcel as the order keeps it: its number, what is in it, and when the marketplace took it (null: not yet). */
export const trackPackageSchema = z.object({
  track_number: z.string(),
  lines: z.array(trackPackageLineSchema),
  sent_at: z.string().nullable(),
});
export type TrackPackage = z.infer<typeof trackPackageSchema>;

export const orderTrackSchema = z.object({
  state: z.enum(trackStates),
  numbers: z.array(z.string()),
  carrier: z.string().nullable(),
  /** Why it was refused or failed, in the seller's language. */
  message: z.string().nullable(),
  sent_at: z.string().nullable(),
  attempts: z.number().int(),
  /** The parcels, each with its lines; empty until a track is set. */
  packages: z.array(trackPackageSchema),
});

export const TRACK_NUMBER = /^[A-Za-z0-9-]{4,40}$/;
/** At most this many parcels (numbers) an order. */
export const MAX_TRACK_NUMBERS = 5;
const trackNumberSchema = z.string().trim().regex(TRACK_NUMBER, 'invalid_track');

export const setTrackPackageSchema = z.object({
  track_number: trackNumberSchema,
  lines: z.array(trackPackageLineSchema).min(1, 'package_lines_required').max(200),
});
export type SetTrackPackage = z.infer<typeof setTrackPackageSchema>;

/**
 * The numbers against the parcels, before the order is looked at: several numbers need their parcels; each number is
 * in exactly one parcel, each parcel's number is one of the numbers, and a parcel names a line once.
 */
function packagesMatchNumbers(
  body: { track_numbers: string[]; packages?: SetTrackPackage[] | undefined },
  ctx: z.RefinementCtx,
) {
  const numbers = new Set(body.track_numbers);
  const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (!body.packages) {
    if (numbers.size > 1) issue(['packages'], 'packages_required');
    return;
  }
  const placed = new Set<string>();
  body.packages.forEach((parcel, index) => {
    if (!numbers.has(parcel.track_number)) issue(['packages', index, 'track_number'], 'package_track_unknown');
    else if (placed.has(parcel.track_number)) issue(['packages', index, 'track_number'], 'package_track_duplicate');
    placed.add(parcel.track_number);
    const lines = new Set<string>();
    parcel.lines.forEach((line, at) => {
      if (lines.has(line.external_id)) issue(['packages', index, 'lines', at, 'external_id'], 'package_line_duplicate');
      lines.add(line.external_id);
    });
  });
  if ([...numbers].some((number) => !placed.has(number))) issue(['packages'], 'package_track_missing');
}

export const setTrackBodySchema = z
  .object({
    track_numbers: z.array(trackNumberSchema).min(1).max(MAX_TRACK_NUMBERS),
    /** Our carrier (usps, ukrposhta, nova-poshta…); the marketplace's code is mapped from it. */
    carrier: z.string().trim().min(1, 'required').max(40),
    /**
     * What each parcel holds. Optional with one number (its parcel holds every line); required with several. Across
     * the parcels every unit of the order is placed exactly once (`trackPackageProblems`, which needs the order).
     */
    packages: z.array(setTrackPackageSchema).min(1).max(MAX_TRACK_NUMBERS).optional(),
  })
  .superRefine(packagesMatchNumbers);
export type SetTrackBody = z.infer<typeof setTrackBodySchema>;

/** What is wrong with the parcels for this order: a line it does not have, or a line's units not placed once. */
export type TrackPackageProblem =
  | { field: string; code: 'package_line_unknown'; external_id: string }
  | { field: 'packages'; code: 'package_lines_mismatch'; external_id: string; placed: number; ordered: number };

/** The order's rules on the parcels (the body's own rules passed): each line is the order's, each unit placed once. */
export function trackPackageProblems(
  packages: ReadonlyArray<{ lines: ReadonlyArray<{ external_id: string; quantity: number }> }>,
  orderLines: ReadonlyArray<{ external_id: string; quantity: number }>,
): TrackPackageProblem[] {
  const ordered = new Map<string, number>();
  for (const line of orderLines) ordered.set(line.external_id, (ordered.get(line.external_id) ?? 0) + line.quantity);
  const placed = new Map<string, number>();
  const problems: TrackPackageProblem[] = [];
  packages.forEach((parcel, index) =>
    parcel.lines.forEach((line, at) => {
      if (!ordered.has(line.external_id)) {
        const field = `packages.${index}.lines.${at}.external_id`;
        problems.push({ field, code: 'package_line_unknown', external_id: line.external_id });
        return;
      }
      placed.set(line.external_id, (placed.get(line.external_id) ?? 0) + line.quantity);
    }),
  );
  for (const [externalId, quantity] of ordered) {
    const units = placed.get(externalId) ?? 0;
    if (units !== quantity) {
      problems.push({
        field: 'packages',
        code: 'package_lines_mismatch',
        external_id: externalId,
        placed: units,
        ordered: quantity,
      });
    }
  }
  return problems;
}

/** The parcels a body sends: its own, or, with one number and none given, one parcel holding every line. */
export function packagesOfBody(
  body: Pick<SetTrackBody, 'track_numbers' | 'packages'>,
  orderLines: ReadonlyArray<{ external_id: string; quantity: number }>,
): SetTrackPackage[] {
  if (body.packages) return body.packages;
  const lines = new Map<string, number>();
  for (const line of orderLines) lines.set(line.external_id, (lines.get(line.external_id) ?? 0) + line.quantity);
  return [
    {
      track_number: body.track_numbers[0]!,
      lines: [...lines]
        .filter(([, quantity]) => quantity > 0)
        .map(([external_id, quantity]) => ({ external_id, quantity })),
    },
  ];
}
