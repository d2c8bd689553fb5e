import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { purchaseCreateBodySchema } from '@cabinet/contracts/purchases';
import { validateWithSchema } from '../../../shared/forms/schema-validation.ts';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { purchaseUrl } from '../../../shared/lib/paths.ts';
import { notifySuccess } from '../../../shared/ui/notify.ts';
import { useCreatePurchase } from '../api/purchases.ts';

export interface ItemValues {
  url: string;
  title: string;
  options: string;
  quantity: number | string;
  expected_price: string | number;
  notes: string;
}
export const emptyItem = (): ItemValues => ({
  url: '',
  title: '',
  options: '',
  quantity: 1,
  expected_price: '',
  notes: '',
});

const ITEM_FIELDS = ['url', 'title', 'options', 'quantity', 'expected_price', 'notes'];
const FIELDS = ['items', ...Array.from({ length: 20 }, (_, i) => ITEM_FIELDS.map((f) => `items.${i}.${f}`)).flat()];

const bodyOf = (items: ItemValues[]) => ({
  items: items.map((item) => ({
    ...item,
    quantity: Number(item.quantity),
    expected_price: item.expected_price === '' ? null : String(item.expected_price),
  })),
});

/** A new request checked with the contract's schema, then its page. */
export function useNewPurchaseForm() {
  const { t } = useTranslation('purchases');
  const navigate = useNavigate();
  const create = useCreatePurchase();
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, FIELDS);
  const form = useForm<{ items: ItemValues[] }>({
    initialValues: { items: [emptyItem()] },
    validate: (values) => validateWithSchema(purchaseCreateBodySchema, bodyOf(values.items), t),
  });

  const submit = form.onSubmit(async (values, event) => {
    clear();
    try {
      const purchase = await create.mutateAsync(bodyOf(values.items));
      notifySuccess(t('new.done'));
      void navigate(purchaseUrl(purchase.id));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return { form, submit, failure, pending: create.isPending };
}
export type PurchaseForm = ReturnType<typeof useNewPurchaseForm>['form'];
