import { MarketplaceError, type MarketplaceErrorCode } from '../marketplace.ts';
import type { UserError } from './shopify-queries.ts';

/** Throws the refusal; typed `never` so a check reads as one line (`value ?? refuse(…)`). */
export const refuse = (code: MarketplaceErrorCode, message: string, status = 0): never => {
  throw new MarketplaceError(code, message, status);
};

/** A mutation's userErrors in Shopify's own words. */
export const wordsOf = (errors: UserError[]) => errors.map((e) => e.message).join('; ');
