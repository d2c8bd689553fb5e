import type { SyntheticEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '@cabinet/contracts/shipments';
import { ApiError } from '../../../shared/api/api-error.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { formPaths } from './form-paths.ts';
import { noRatesReasons } from './quote-summary.tsx';
import { toCreateBody, type ShipmentFormValues } from './shipment-form-values.ts';
import type { useCreateShipmentFlow } from './use-create-shipment-flow.ts';

interface Options {
  form: UseFormReturnType<ShipmentFormValues>;
  flow: ReturnType<typeof useCreateShipmentFlow>;
  /** Shows (or, with null, hides) why no rate was found. */
  setNoRates: (reasons: ReturnType<typeof noRatesReasons>) => void;
  onCreated: (shipment: Shipment) => void;
}

/**
 * The form's two buttons: Calculate checks the form and quotes it; Create runs the create flow. Either way a
 * failure lands next to its field, "no rates" gets its own notice, and a second shipment of an order is pinned
 * on the order number.
 */
export function useShipmentFormSubmit({ form, flow, setNoRates, onCreated }: Options) {
  const { t } = useTranslation('shipments');
  const { values } = form;
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, formPaths(values));

  const failed = (error: unknown, event?: SyntheticEvent) => {
    const reasons = noRatesReasons(error);
    if (reasons) return setNoRates(reasons);
    onServerError(error, form, event);
    // §5 double-shipment guard: the order number is what the seller has to look at.
    if (error instanceof ApiError && error.code === 'shipment_already_created')
      form.setFieldError('order_number', error.message);
  };

  const calculate = () => {
    clear();
    setNoRates(null);
    const result = form.validate();
    if (result.hasErrors) return onInvalid(result.errors, values);
    flow.calculate(toCreateBody(values)).catch((error: unknown) => failed(error));
  };

  const submit = form.onSubmit(async (v, event) => {
    clear();
    setNoRates(null);
    try {
      const created = await flow.create(toCreateBody(v));
      if (created) onCreated(created);
    } catch (error) {
      failed(error, event);
    }
  }, onInvalid);

  return { failure, calculate, submit };
}
