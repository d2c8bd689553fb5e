import { useState } from 'react';
import type { Shipment, ShipmentCreateBody, ShipmentQuote } from '@cabinet/contracts/shipments';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { useCreateShipment } from '../api/create-shipment.ts';
import { useQuoteShipment } from '../api/quote-shipment.ts';
import { useCreateDialogs } from './use-create-dialogs.ts';

/** What a 409 price_changed carries: the quote at today's tariffs. */
const changedQuote = (error: ApiError) => (error.body as { quote?: ShipmentQuote } | null)?.quote ?? null;

/**
 * Quote → §5 confirmations → create, as the seller sees it: the confirmations the quote asks for (customs value
 * below the order total, with the difference; no track number when the seller brings the parcel), the price the
 * seller saw sent as `expected_price` (a 409 price_changed shows the new price and asks again), one
 * Idempotency-Key per attempt, and insufficient funds answered with a way to top up.
 */
export function useCreateShipmentFlow() {
  const quoteMutation = useQuoteShipment();
  const createMutation = useCreateShipment();
  const attempt = useIdempotencyKey();
  const [quote, setQuote] = useState<ShipmentQuote | null>(null);
  const { askConfirmations, askPrice, askNewPrice, offerTopUp } = useCreateDialogs();

  const calculate = async (body: ShipmentCreateBody) => {
    setQuote(null);
    const result = await quoteMutation.mutateAsync(body);
    setQuote(result);
    return result;
  };

  /** Resolves with the created shipment, or null when the seller stepped back in a dialog. */
  const create = async (body: ShipmentCreateBody): Promise<Shipment | null> => {
    try {
      let current = quote ?? (await calculate(body));
      // Created without pressing Calculate: the seller agrees to a price before it is held.
      if (!quote) await askPrice(current);
      const answers = await askConfirmations(current);
      for (;;) {
        try {
          const { shipment } = await createMutation.mutateAsync({
            body: { ...body, ...answers, expected_price: current.price.total.amount },
            headers: attempt.headers,
          });
          attempt.renew();
          setQuote(null);
          return shipment;
        } catch (error) {
          const next = error instanceof ApiError && error.code === 'price_changed' ? changedQuote(error) : null;
          if (!next) throw error;
          await askNewPrice(next, formatMoney(current.price.total));
          current = next;
          setQuote(next);
        }
      }
    } catch (error) {
      if (error instanceof DialogCancelled) return null;
      if (error instanceof ApiError && error.code === 'insufficient_funds') {
        await offerTopUp();
        return null;
      }
      throw error;
    }
  };

  return {
    quote,
    /** The values changed: the quote no longer describes them. */
    forgetQuote: () => setQuote(null),
    calculate,
    create,
    quoting: quoteMutation.isPending,
    creating: createMutation.isPending,
  };
}
