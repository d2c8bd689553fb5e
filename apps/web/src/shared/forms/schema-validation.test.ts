import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idSchema, isoDateSchema } from '@cabinet/contracts/common';
import { validateWithSchema } from './schema-validation.ts';

// The key stands for its text: what matters is that each contract code reaches its own message.
const t = ((key: string) => key) as unknown as TFunction;

describe('validateWithSchema', () => {
  it('words the shared input rules of the contracts, not as a generic "wrong format"', () => {
    const schema = z.object({
      id: idSchema,
      date: isoDateSchema(),
      note: z.string().refine((s) => !s.includes('\u0000'), 'nul_character'),
    });
    expect(validateWithSchema(schema, { id: 2_147_483_648, date: '0001-01-01', note: 'a\u0000b' }, t)).toEqual({
      id: 'validation.number_too_large',
      date: 'validation.date_out_of_range',
      note: 'validation.nul_character',
    });
  });
});
