import { createHash } from 'node:crypto';
import type { Currency } from '@cabinet/contracts/money';
import type { SandboxCheckoutSession } from './sandbox.schema.ts';

/** The body of a webhook delivery (the definition's `Event`; amounts in minor units). */
export interface PaymentEventBody {
  id: string;
  type: 'checkout.paid' | 'checkout.declined';
  /** Unix seconds. */
  created: number;
  data: {
    /** The merchant's `metadata.purpose`, echoed as given: a processor keeps no list of its merchants' purposes. */
    purpose: string;
    session: string;
    reference: string;
    amount: number;
    currency: Currency;
  };
}

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
