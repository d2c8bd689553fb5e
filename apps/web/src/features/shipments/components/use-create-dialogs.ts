import { useTranslation } from 'react-i18next';
import type { ShipmentQuote } from '@cabinet/contracts/shipments';
import { formatMoney } from '../../../shared/lib/format.ts';
import { knownPath } from '../../../shared/lib/known-paths.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { alert, confirm } from '../../../shared/ui/dialogs.tsx';

/**
 * The dialogs of creating a shipment (§5): the confirmations a quote asks for, the price before it is held, a price
 * changed meanwhile, and a way to top up when funds fall short. Each rejects with DialogCancelled when stepped back.
 */
export function useCreateDialogs() {
  const { t } = useTranslation('shipments');

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

  return { askConfirmations, askPrice, askNewPrice, offerTopUp };
}
