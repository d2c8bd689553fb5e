import { randomInt } from 'node:crypto';

/*
 * UPU S10 item identifiers, as the sandbox issues them: two letters of service, eight serial digits, a check digit
 * and the country. Written here from the UPU standard (weights 8 6 4 2 3 5 9 7; check = 11 − sum mod 11, where 10
 * reads 0 and 11 reads 5), not taken from our carriers' code: the sandbox stands for Ukrposhta, not for us.
 */

const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

function checkDigit(serial: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) sum += Number(serial[i]) * WEIGHTS[i]!;
  const check = 11 - (sum % 11);
  if (check === 10) return 0;
  if (check === 11) return 5;
  return check;
}

/**
 * A barcode with a serial drawn at random, so that knowing one parcel's barcode tells nothing of the next (a counter
 * or a tracking page takes a barcode as the proof of a parcel).
 */
export function randomBarcode(service: string): string {
  const serial = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `${service}${serial}${checkDigit(serial)}UA`;
}

/** Whether `id` reads as an S10 identifier whose check digit holds. */
export function isS10(id: string): boolean {
  const m = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/.exec(id);
  return m !== null && checkDigit(m[1]!) === Number(m[2]);
}
