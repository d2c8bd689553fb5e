import { z } from 'zod';

/*
 * Length limits of free text (issue 12): every text field a client sends has one, stated in its contract, shown by
 * the form (maxLength and a counter read from the same schema) and enforced by the API (a longer value is a 400
 * naming the field, never cut). Each limit is defined here once; contracts use these names.
 */
export const TEXT_LIMITS = {
  /** A short label the seller gives a thing: a card's label. */
  label: 40,
  /** A person's first or last name, a manufacturer's or folder's name, a search box. */
  name: 100,
  /** A title, a company name, a payer, an authority, an invoice line, a transfer's comment. */
  short_text: 200,
  /** A description, a comment, an operator's reason, a note. */
  description: 500,
  /** Longer details a claim or a return carries. */
  details: 1000,
  /** A claim's comment with its evidence. */
  long_text: 2000,
  /** A product's description. */
  article: 5000,
} as const;
export type TextLimit = keyof typeof TEXT_LIMITS;

/** Free text of at most the named limit, trimmed; `min` characters when given (1 = required). */
export const boundedText = (limit: TextLimit, min = 0) => {
  const text = z.string().trim().max(TEXT_LIMITS[limit]);
  return min > 0 ? text.min(min) : text;
};
