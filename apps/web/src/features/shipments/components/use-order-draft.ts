import { useEffect } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ShipmentDraft } from '@cabinet/contracts/orders';
import { FROM_ORDER_PARAM } from '../../../shared/lib/paths.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useOrderDraft } from '../api/get-order-draft.ts';
import { shipmentKeys } from '../api/shipment-keys.ts';
import { emptyLine, type LineValues, type ShipmentFormValues } from './shipment-form-values.ts';

/**
 * A customs line of the order's draft. A line whose SKU matched no product carries the marketplace's title and no
 * HS code: the form's own checks ask the seller to complete it.
 */
export const lineOfDraft = (line: ShipmentDraft['lines'][number]): LineValues => ({
  ...emptyLine(),
  name_ua: line.name_ua,
  name_en: line.name_en,
  quantity: line.quantity,
  unit_value: line.unit_value,
  hs_code: line.hs_code,
  sku: line.sku,
});

const orderIdOf = (raw: string | null) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null);

/**
 * `?from_order=ID` ("Create shipment" on a marketplace order): fills the recipient (saved to the address book by the
 * API), the order number, the order total (§5 asks to confirm a customs value below it) and the customs lines, then
 * drops the parameter, so that a reload neither asks again nor fills twice. Returns the API's refusal (409
 * shipment_already_created: §5 one shipment per order), which keeps the parameter for a retry by reload.
 */
export function useOrderDraftFill(form: UseFormReturnType<ShipmentFormValues>) {
  const { t } = useTranslation('shipments');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const draft = useOrderDraft(orderIdOf(params.get(FROM_ORDER_PARAM)));

  useEffect(() => {
    const data = draft.data;
    if (!data || !params.has(FROM_ORDER_PARAM)) return;
    // The form opens as a direct shipment: an order is one parcel to one recipient.
    form.setValues((values) => ({
      recipient_id: data.recipient_id === null ? values.recipient_id : String(data.recipient_id),
      order_number: data.order_number,
      order_total: data.order_total ?? '',
      lines: data.lines.length > 0 ? data.lines.map(lineOfDraft) : values.lines,
    }));
    // The recipient may be a new entry of the book: the picker must offer it.
    void queryClient.invalidateQueries({ queryKey: shipmentKeys.addressBook('recipient') });
    notifySuccess(t('form.filled_from_order', { number: data.order_number }));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(FROM_ORDER_PARAM);
        return next;
      },
      { replace: true },
    );
    // Runs once per arrival of the draft; the form and params are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draft.data]);

  return draft.error;
}
