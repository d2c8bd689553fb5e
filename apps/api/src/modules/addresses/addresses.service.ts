import {
  addressBodySchema,
  type Address,
  type AddressBody,
  type AddressList,
  type AddressListQuery,
} from '@cabinet/contracts/addresses';
import { pageInfo } from '@cabinet/contracts/common';
import { emailSchema, phoneSchema } from '@cabinet/contracts/auth';
import { invalid, notFound } from '../../platform/errors.ts';
import { listCountries, NO_SHIPPING_TO } from '../reference/reference.service.ts';
import { STATES } from '../reference/states.data.ts';
import type { AddressRepository, AddressRow } from './addresses.repository.ts';

/** An address book entry as stored: what a shipment copies into its sender and recipients. */
export type AddressEntry = AddressRow;

const isCountry = (code: string) => listCountries('en').countries.some((c) => c.value === code);

export function addressView(row: AddressRow): Address {
  const { account_id: _account, created_at, updated_at, ...rest } = row;
  return { ...rest, created_at: created_at.toISOString(), updated_at: updated_at.toISOString() };
}

/** The seller's address book (§7 "Address book"): senders and recipients, checked by the contract and the reference data. */
export class AddressService {
  constructor(private readonly repo: AddressRepository) {}

  async list(accountId: number, q: AddressListQuery): Promise<AddressList> {
    const { rows, total } = await this.repo.list(accountId, q);
    return { address_book: rows.map(addressView), ...pageInfo(q, total) };
  }

  async get(accountId: number, id: number): Promise<Address> {
    const row = await this.repo.find(accountId, id);
    if (!row) throw notFound();
    return addressView(row);
  }

  /** The caller's entry as stored, for a shipment to copy (undefined when there is no such entry of theirs). */
  entry(accountId: number, id: number): Promise<AddressEntry | undefined> {
    return this.repo.find(accountId, id);
  }

  /** The caller's recipients among `ids`, as stored (§5: a return is distributed to address-book recipients). */
  recipients(accountId: number, ids: number[]): Promise<AddressEntry[]> {
    return this.repo.recipients(accountId, ids);
  }

  async create(accountId: number, body: AddressBody): Promise<Address> {
    const { is_default, ...fields } = this.checked(body);
    return addressView((await this.repo.save(accountId, fields, is_default))!);
  }

  async update(accountId: number, id: number, body: AddressBody): Promise<Address> {
    if (!(await this.repo.find(accountId, id))) throw notFound();
    const { is_default, ...fields } = this.checked(body);
    const row = await this.repo.save(accountId, fields, is_default, id);
    if (!row) throw notFound();
    return addressView(row);
  }

  async remove(accountId: number, id: number): Promise<void> {
    if (!(await this.repo.remove(accountId, id))) throw notFound();
  }

  /**
   * The contract's rules (the routes already ran them; services may be called directly too), then what only the
   * server knows: that the country exists, that we ship there, that a listed region is one of the list.
   */
  private checked(body: AddressBody) {
    const parsed = addressBodySchema.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
      throw invalid(errors);
    }
    const v = parsed.data;
    if (!isCountry(v.country)) throw invalid({ country: ['invalid_value'] });
    if (v.book_type === 'recipient' && NO_SHIPPING_TO.has(v.country)) throw invalid({ country: ['no_shipping_to'] });
    const regions = STATES[v.country];
    if (regions && !regions.some((r) => r.value === v.state)) throw invalid({ state: ['invalid_value'] });
    return {
      ...v,
      phone: v.phone ? phoneSchema.parse(v.phone) : '',
      email: v.email ? emailSchema.parse(v.email) : '',
    };
  }
}
