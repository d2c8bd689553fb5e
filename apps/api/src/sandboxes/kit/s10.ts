import { randomInt } from 'node:crypto';

/**
 * UPU S10 item identifiers, as post offices and carriers issue them (UPU standard S10-12): two service letters,
 * eight serial digits, a check digit, two country letters. The sandboxes' own copy of the standard (the adapters
 * check identifiers with theirs): weights 8 6 4 2 3 5 9 7; check = 11 − (Σ mod 11), where 10 → 0 and 11 → 5.
 */
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

function checkDigit(serial: string): number {
  const sum = [...serial].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i]!, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** An S10 identifier for `serialNumber` (taken modulo 10⁸), issued by `country` for the `service`. */
export function s10(service: string, serialNumber: number, country: string): string {
  if (!/^[A-Z]{2}$/.test(service) || !/^[A-Z]{2}$/.test(country)) throw new Error('S10 letters are A–Z');
  const serial = String(serialNumber % 100_000_000).padStart(8, '0');
  return `${service}${serial}${checkDigit(serial)}${country}`;
}

/**
 * A Ukrainian barcode with a serial drawn at random, so that knowing one parcel's barcode tells nothing of the next
 * (a counter or a tracking page takes a barcode as the proof of a parcel).
 */
export const randomBarcode = (service: string): string => s10(service, randomInt(0, 100_000_000), 'UA');

/** Whether `id` reads as an S10 identifier whose check digit holds. */
export function isS10(id: string): boolean {
  const m = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/.exec(id);
  return m !== null && checkDigit(m[1]!) === Number(m[2]);
}
