import type { Address, AddressBody, BookType } from '@cabinet/contracts/addresses';

export type AddressValues = Required<AddressBody>;

export const ADDRESS_FIELDS = [
  'book_type',
  'variation_type',
  'company_name',
  'edrpou',
  'first_name',
  'last_name',
  'country',
  'state',
  'city',
  'zip',
  'address_line1',
  'address_line2',
  'phone',
  'email',
  'is_default',
] as const;

export const emptyAddress = (bookType: BookType = 'recipient'): AddressValues => ({
  book_type: bookType,
  variation_type: 'individual',
  company_name: '',
  edrpou: '',
  first_name: '',
  last_name: '',
  country: bookType === 'sender' ? 'UA' : 'US',
  state: '',
  city: '',
  zip: '',
  address_line1: '',
  address_line2: '',
  phone: '',
  email: '',
  is_default: false,
});

export const addressValuesOf = (a: Address): AddressValues => {
  const { id: _id, created_at: _c, updated_at: _u, ...values } = a;
  return values;
};

/** Only what the chosen type and country use: a company name or EDRPOU of an individual is not sent. */
export function addressBodyOf(values: AddressValues): AddressValues {
  return {
    ...values,
    company_name: values.variation_type === 'company' ? values.company_name : '',
    edrpou: values.variation_type === 'company' ? values.edrpou : '',
    is_default: values.book_type === 'sender' && values.is_default,
  };
}
