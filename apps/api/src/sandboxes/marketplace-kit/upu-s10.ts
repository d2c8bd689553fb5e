/*
 * UPU S10 item identifiers (UPU standard S10: two service letters, an eight-digit serial, a check digit, the
 * country), as the sandboxes' seeded shipments carry them. Written here from the standard rather than taken from the
 * carriers' adapter: a sandbox imports nothing from providers/.
 */

/** The standard's weights for the eight serial digits. */
const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;

function checkDigit(serial: string): number {
  const sum = [...serial].reduce((acc, digit, i) => acc + Number(digit) * WEIGHTS[i]!, 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

/** An S10 identifier for a serial number (taken modulo 10^8), e.g. ("CP", 12345678, "UA") → "CP123456785UA". */
export function upuS10(service: string, serialNumber: number, country: string): string {
  const serial = String(Math.abs(Math.trunc(serialNumber)) % 100_000_000).padStart(8, '0');
  return `${service}${serial}${checkDigit(serial)}${country}`;
}
