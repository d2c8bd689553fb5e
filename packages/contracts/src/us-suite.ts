import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { transliterate } from './transliteration.ts';

/*
 * The seller's US suite (issue 24): the number US shops put on the second address line so that a package arriving at
 * our US warehouse finds its seller, as forwarders do (MyUS "Suite ###-###"; ../shared/outside-systems.md part D).
 * It is the account number in six digits, split 3-3: stable, unique, and readable over the phone.
 */

const SUITE_DIGITS = 6;
export const SUITE_MAX_ACCOUNT = 10 ** SUITE_DIGITS - 1;

/** "000-042" for account 42. */
export function suiteNumber(accountId: number): string {
  if (!Number.isSafeInteger(accountId) || accountId < 1 || accountId > SUITE_MAX_ACCOUNT) {
    throw new RangeError(`no suite for account ${accountId}`);
  }
  const digits = String(accountId).padStart(SUITE_DIGITS, '0');
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/**
 * The account a suite written on a label names, or null: "Suite 000-042", "STE 000042", "#000-042" and "000 042" all
 * name account 42; a label without six digits in a row (once spaces and dashes are gone) names nobody.
 */
export function accountOfSuite(text: string): number | null {
  const match = /(?:^|[^\d])(\d{3})[\s-]?(\d{3})(?:[^\d]|$)/.exec(text);
  if (!match) return null;
  const id = Number(`${match[1]}${match[2]}`);
  return id >= 1 ? id : null;
}

/** The address a seller gives US shops: their name, the warehouse's street, their suite, the warehouse's city line. */
export const usAddressSchema = z.object({
  suite: z.string(),
  name: z.string(),
  address_line1: z.string(),
  address_line2: z.string(),
  city_line: z.string(),
});
export type UsAddress = z.infer<typeof usAddressSchema>;

/**
 * The US address of an account: the warehouse address (config, "street, city, ST zip, country") with the street on the
 * first line, "Suite 000-042" on the second, the rest on the third; the name in Latin letters, as US shops take it.
 */
export function usAddress(warehouseAddress: string, accountId: number, name: string): UsAddress {
  const comma = warehouseAddress.indexOf(',');
  const street = comma < 0 ? warehouseAddress : warehouseAddress.slice(0, comma);
  const rest = comma < 0 ? '' : warehouseAddress.slice(comma + 1);
  const suite = suiteNumber(accountId);
  return {
    suite,
    name: transliterate(name).trim(),
    address_line1: street.trim(),
    address_line2: `Suite ${suite}`,
    city_line: rest.trim(),
  };
}

export const usSuiteApi = {
  /** The signed-in seller's own suite and US address. */
  mine: endpoint({ method: 'GET', path: '/us-suite', response: usAddressSchema, tags: ['purchases'] }),
};
