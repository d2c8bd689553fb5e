import { createHash } from 'node:crypto';
import { z } from 'zod';
import { currencySchema } from '@cabinet/contracts/money';
import type { SandboxCheckoutSession } from './sandbox.schema.ts';

/** The body of a webhook delivery, as the sandbox sends it (amounts in minor units). */
export const paymentEventBodySchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['checkout.paid', 'checkout.declined']),
  created: z.number().int(),
  data: z.object({
    // The merchant's own label for the payment, echoed back as metadata: a processor keeps no list of its merchants'
    // purposes (the cabinet's receiver checks its own).
    purpose: z.string().min(1).max(40),
    session: z.string().min(1).max(100),
    reference: z.string().min(1).max(100),
    amount: z.number().int().positive(),
    currency: currencySchema,
  }),
});
export type PaymentEventBody = z.infer<typeof paymentEventBodySchema>;

/** The event a completed session produces; its id is stable, so a redelivery is recognisably the same event. */
export function eventOf(session: SandboxCheckoutSession, at: Date): PaymentEventBody {
  const type = session.status === 'paid' ? 'checkout.paid' : 'checkout.declined';
  const id = `evt_${createHash('sha256').update(`${session.id}:${type}`).digest('hex').slice(0, 24)}`;
  return {
    id,
    type,
    created: Math.floor(at.getTime() / 1000),
    data: {
      purpose: session.purpose,
      session: session.id,
      reference: session.reference,
      amount: session.amount,
      currency: session.currency,
    },
  };
}
