import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginBodySchema } from '@cabinet/contracts/auth';
import { claimCommentSchema, unidentifiedPaymentCreateBodySchema } from '@cabinet/contracts/lost-payments';
import { TEXT_LIMITS } from '@cabinet/contracts/limits';
import { issueInvoiceBodySchema } from '@cabinet/contracts/invoices';
import { paymentLinkCreateBodySchema } from '@cabinet/contracts/payment-links';
import { returnDecisionBodySchema } from '@cabinet/contracts/returns';
import { maxLengthOf } from './schema-limits.ts';

describe('maxLengthOf: the form reads the limit the API enforces', () => {
  it('reads a field, through defaults, arrays and unions, and the schema itself', () => {
    expect(maxLengthOf(paymentLinkCreateBodySchema, 'description')).toBe(TEXT_LIMITS.description);
    expect(maxLengthOf(unidentifiedPaymentCreateBodySchema, 'details')).toBe(TEXT_LIMITS.details);
    expect(maxLengthOf(issueInvoiceBodySchema, 'lines.0.description')).toBe(TEXT_LIMITS.short_text);
    expect(maxLengthOf(returnDecisionBodySchema, 'comment')).toBe(TEXT_LIMITS.details);
    expect(maxLengthOf(claimCommentSchema, '')).toBe(TEXT_LIMITS.long_text);
  });

  it('reads the output side of a pipe the text reaches unchanged (an email), never one after a transform', () => {
    expect(maxLengthOf(loginBodySchema, 'login')).toBe(254);
    const squeezed = z
      .string()
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().max(10));
    expect(maxLengthOf(z.object({ iban: squeezed }), 'iban')).toBeUndefined();
  });

  it('knows no limit for a field that is not text or not there', () => {
    expect(maxLengthOf(paymentLinkCreateBodySchema, 'amount')).toBeUndefined();
    expect(maxLengthOf(paymentLinkCreateBodySchema, 'nope')).toBeUndefined();
  });
});
