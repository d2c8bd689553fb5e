/** UPU S10 weights of the eight serial digits. */
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** The S10 check digit of an 8-digit serial: 11 − (Σ digit × weight mod 11), where 10 → 0 and 11 → 5. */
export function s10CheckDigit(serial: string): number {
  if (!/^\d{8}$/.test(serial)) throw new Error('an S10 serial is 8 digits');
  const sum = [...serial].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i]!, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** A UPU S10 item identifier: service indicator (2 letters), serial (8 digits), check digit, country (2 letters). */
export function s10(service: string, serialNumber: number, country: string): string {
  if (!/^[A-Z]{2}$/.test(service) || !/^[A-Z]{2}$/.test(country)) throw new Error('S10 letters are A–Z');
  const serial = String(serialNumber % 100_000_000).padStart(8, '0');
  return `${service}${serial}${s10CheckDigit(serial)}${country}`;
}

/** Whether a string is a well-formed S10 identifier with a correct check digit. */
export function isValidS10(id: string): boolean {
  const m = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/.exec(id);
  return !!m && s10CheckDigit(m[2]!) === Number(m[3]);
}
