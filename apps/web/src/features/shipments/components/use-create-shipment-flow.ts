import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment, ShipmentCreateBody, ShipmentQuote } from '@cabinet/contracts/shipments';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useIdempotencyKey } from '../../../shared/api/idempotency.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { knownPath } from '../../../shared/lib/known-paths.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { alert, confirm, DialogCancelled } from '../../../shared/ui/dialogs.tsx';
import { useCreateShipment } from '../api/create-shipment.ts';
import { useQuoteShipment } from '../api/quote-shipment.ts';

/** What a 409 price_changed carries: the quote at today's tariffs. */
const changedQuote = (error: ApiError) => (error.body as { quote?: ShipmentQuote } | null)?.quote ?? null;

/**
 * Quote → §5 confirmations → create, as the seller sees it: the confirmations the quote asks for (customs value
 * below the order total, with the difference; no track number when the seller brings the parcel), the price the
 * seller saw sent as `expected_price` (a 409 price_changed shows the new price and asks again), one
 * Idempotency-Key per attempt, and insufficient funds answered with a way to top up.
 */
export function useCreateShipmentFlow() {
  const { t } = useTranslation('shipments');
  const quoteMutation = useQuoteShipment();
  const createMutation = useCreateShipment();
  const attempt = useIdempotencyKey();
  const [quote, setQuote] = useState<ShipmentQuote | null>(null);

  const calculate = async (body: ShipmentCreateBody) => {
    setQuote(null);
    const result = await quoteMutation.mutateAsync(body);
    setQuote(result);
    return result;
  };

  const askConfirmations = async (current: ShipmentQuote) => {
    const answers = { confirm_low_customs_value: false, confirm_no_track: false };
    if (current.needs_confirmation.includes('low_customs_value')) {
      await confirm({
        title: t('confirm.low_customs_value_title'),
        message: t('confirm.low_customs_value', {
          difference: current.customs_value_shortfall ? formatMoney(current.customs_value_shortfall) : '',
          value: formatMoney(current.customs_value),
        }),
        actions: [{ label: t('confirm.continue'), value: true }],
      });
      answers.confirm_low_customs_value = true;
    }
    if (current.needs_confirmation.includes('no_track')) {
      await confirm({
        title: t('confirm.no_track_title'),
        message: t('confirm.no_track'),
        actions: [{ label: t('confirm.continue'), value: true }],
      });
      answers.confirm_no_track = true;
    }
    return answers;
  };

  const askPrice = (current: ShipmentQuote) =>
    confirm({
      title: t('confirm.price_title'),
      message: t('confirm.price', { price: formatMoney(current.price.total) }),
      actions: [{ label: t('form.create'), value: true }],
    });

  const askNewPrice = (next: ShipmentQuote, before: string) =>
    confirm({
      title: t('confirm.price_changed_title'),
      message: t('confirm.price_changed', { before, after: formatMoney(next.price.total) }),
      actions: [{ label: t('confirm.create_at_new_price'), value: true }],
    });

  const offerTopUp = () =>
    alert({
      title: t('funds.title'),
      message: t('funds.message'),
      actions: knownPath(paths.topUp)
        ? [{ label: t('funds.top_up'), value: null, to: paths.topUp }]
        : [{ label: t('confirm.ok'), value: null }],
    });

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
