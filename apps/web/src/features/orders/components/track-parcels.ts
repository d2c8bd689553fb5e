import type { TFunction } from 'i18next';
import { trackPackageProblems, type SetTrackPackage } from '@cabinet/contracts/order-tracks';
import type { Order } from '@cabinet/contracts/orders';

/*
 * "What went in each parcel" of the track form: for each track number, how many of each order line is in its parcel,
 * and the server's rules on them (contracts/order-tracks.ts) worded for the seller.
 */

/** The numbers the seller typed, one a line (a comma or a space separates them too), each once. */
export const numbersOf = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

/** What each parcel holds, by the numbers' order and the order's lines' order. */
export type ParcelQuantities = number[][];

/** The quantities of parcel `index`: as the seller set them, else everything in the first parcel, none in the others. */
export const rowOf = (order: Order, quantities: ParcelQuantities, index: number): number[] =>
  quantities[index] ?? order.lines.map((line) => (index === 0 ? line.quantity : 0));

/** The form's start: the parcels the order already has, each number's lines as it was sent. */
export function startingParcels(order: Order): { numbers: string[]; quantities: ParcelQuantities } {
  const { packages } = order.track;
  if (packages.length === 0) return { numbers: order.track.numbers, quantities: [] };
  return {
    numbers: packages.map((p) => p.track_number),
    quantities: packages.map((p) =>
      order.lines.map((line) => p.lines.find((l) => l.external_id === line.external_id)?.quantity ?? 0),
    ),
  };
}

export function parcelsOf(order: Order, numbers: string[], quantities: ParcelQuantities): SetTrackPackage[] {
  return numbers.map((number, index) => {
    const row = rowOf(order, quantities, index);
    return {
      track_number: number,
      lines: order.lines.flatMap((line, at) =>
        (row[at] ?? 0) > 0 ? [{ external_id: line.external_id, quantity: row[at]! }] : [],
      ),
    };
  });
}

const titleOf = (order: Order, externalId: string) => {
  const line = order.lines.find((l) => l.external_id === externalId);
  return line ? [line.title, line.variation].filter(Boolean).join(', ') : externalId;
};

/**
 * The server's rules, worded for the seller: a parcel holds at least one item (`parcels.N`), and every unit of the
 * order is in exactly one parcel (`packages`, naming each line that is not). Nothing to check with one number.
 */
export function parcelErrors(
  order: Order,
  numbers: string[],
  quantities: ParcelQuantities,
  t: TFunction,
): Record<string, string> {
  if (numbers.length < 2) return {};
  const parcels = parcelsOf(order, numbers, quantities);
  const errors: Record<string, string> = {};
  parcels.forEach((parcel, index) => {
    if (parcel.lines.length === 0) errors[`parcels.${index}`] = t('orders:track.parcel_empty');
  });
  const mismatches = trackPackageProblems(parcels, order.lines).flatMap((problem) =>
    problem.code === 'package_lines_mismatch'
      ? [
          t('orders:track.parcel_mismatch', {
            title: titleOf(order, problem.external_id),
            placed: problem.placed,
            ordered: problem.ordered,
          }),
        ]
      : [],
  );
  if (mismatches.length > 0) errors.packages = [t('orders:track.parcels_must_match'), ...mismatches].join(' ');
  return errors;
}
