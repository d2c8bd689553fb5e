import { useEffect, useMemo } from 'react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { addressFieldRules, type Address, type BookType } from '@cabinet/contracts/addresses';
import { useFormFailure } from '../../../shared/forms/use-form-failure.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { ADDRESS_FIELDS, addressBodyOf, addressValuesOf, emptyAddress, type AddressValues } from './address-values.ts';
import { validateAddress } from './address-validation.ts';

export interface AddressFlow {
  address?: Address;
  initialBookType?: BookType;
  /** Sends the request; a rejection is shown on the form, its field messages next to the fields. */
  onSubmit(body: AddressValues): Promise<unknown>;
}

/**
 * The address form's state and submit flow: values checked with the API's contract, the field rules of the chosen
 * type and country, and the messages re-worded when the interface language changes.
 */
export function useAddressForm({ address, initialBookType, onSubmit }: AddressFlow) {
  const { t } = useTranslation('addresses');
  const { failure, clear, onInvalid, onServerError } = useFormFailure(t, ADDRESS_FIELDS);
  const form = useForm<AddressValues>({
    initialValues: address ? addressValuesOf(address) : emptyAddress(initialBookType),
    validate: (values) => validateAddress(addressBodyOf(values), t),
  });
  const { variation_type, book_type, country } = form.values;
  const lang = currentLanguage();
  const rules = useMemo(
    () => addressFieldRules(variation_type, book_type, country),
    [variation_type, book_type, country],
  );

  // Messages follow the interface language: a switch re-words the errors already shown.
  useEffect(() => {
    if (Object.keys(form.errors).length > 0) form.validate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);

  const submit = form.onSubmit(async (submitted, event) => {
    clear();
    try {
      await onSubmit(addressBodyOf(submitted));
    } catch (error) {
      onServerError(error, form, event);
    }
  }, onInvalid);

  return { form, submit, failure, rules, lang };
}
