import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressesApi, type Address, type AddressBody, type AddressList } from '@cabinet/contracts/addresses';
import type { EndpointDefinition, QueryIn } from '@cabinet/contracts/endpoint';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import type { CallOptions } from '../../../test/call.ts';
import { rowCount } from '../../../test/db.ts';
import { activeMember } from '../subaccounts/subaccounts.test-helpers.ts';
import { addressBook } from './addresses.schema.ts';

let t: TestApp;
let owner: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await registerSeller(t)).token;
  other = (await registerSeller(t)).token;
});
afterAll(() => t.close());

const usRecipient: AddressBody = {
  book_type: 'recipient',
  variation_type: 'individual',
  first_name: 'John',
  last_name: 'Smith',
  country: 'US',
  state: 'NY',
  city: 'New York',
  zip: '10001-1234',
  address_line1: '350 Fifth Avenue',
  address_line2: 'Apt 5',
  phone: '+1 (212) 555-0100',
  email: 'John@Example.com',
};
const uaSender: AddressBody = {
  book_type: 'sender',
  variation_type: 'company',
  company_name: 'Sunflower Crafts LLC',
  country: 'UA',
  state: 'UA-30',
  city: 'Kyiv',
  zip: '01001',
  address_line1: 'Khreshchatyk 1',
  is_default: true,
};

const send = <const E extends EndpointDefinition>(e: E, token?: string, options: CallOptions<E> = {}) =>
  t.call(e, { lang: 'en', ...options, token });
const create = async (body: AddressBody, token = owner) => {
  const res = await send(addressesApi.create, token, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ address_book_item: Address }>().address_book_item;
};
const list = async (query: QueryIn<typeof addressesApi.list> = {}, token = owner) => {
  const res = await send(addressesApi.list, token, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AddressList>();
};

describe('address book', () => {
  it('creates, lists, searches, reads, updates and deletes entries; one default sender', async () => {
    const recipient = await create(usRecipient);
    expect(recipient).toMatchObject({
      ...usRecipient,
      phone: '+12125550100',
      email: 'john@example.com',
      is_default: false,
    });
    const sender = await create(uaSender);
    expect(sender).toMatchObject({ company_name: 'Sunflower Crafts LLC', first_name: '', is_default: true });
    // A recipient in Ukraine may be written in Ukrainian; the postcode needs no ZIP+4.
    const local = await create({
      book_type: 'recipient',
      variation_type: 'individual',
      first_name: 'Іван',
      last_name: 'Петренко',
      country: 'UA',
      state: 'UA-46',
      city: 'Львів',
      zip: '79000',
      address_line1: 'вул. Городоцька, 1',
    });
    // Elsewhere region and postcode are free and optional.
    await create({ ...usRecipient, country: 'DE', state: '', zip: '', city: 'Berlin', first_name: 'Anna' });

    const all = await list();
    expect(all.total).toBe(4);
    expect(all.address_book[0]!.id).toBe(sender.id);
    expect((await list({ book_type: 'sender' })).address_book.map((a) => a.id)).toEqual([sender.id]);
    expect((await list({ search: 'york' })).address_book.map((a) => a.id)).toEqual([recipient.id]);
    expect((await list({ search: 'петрен' })).address_book.map((a) => a.id)).toEqual([local.id]);
    expect((await list({ search: 'sunflower' })).address_book.map((a) => a.id)).toEqual([sender.id]);
    expect((await list({ search: '%' })).total).toBe(0);
    const page2 = await list({ page: 2, on_page: 3 });
    expect(page2).toMatchObject({ page: 2, on_page: 3, total: 4, next_page: null });
    expect(page2.address_book).toHaveLength(1);
    expect((await list({ on_page: 3 })).next_page).toBe(2);

    const got = await send(addressesApi.get, owner, { params: { id: recipient.id } });
    expect(got.json().address_book_item).toEqual(recipient);

    // A second default sender takes the flag.
    const second = await create({ ...uaSender, company_name: 'Second Shop' });
    expect(second.is_default).toBe(true);
    expect(
      (await send(addressesApi.get, owner, { params: { id: sender.id } })).json().address_book_item.is_default,
    ).toBe(false);

    const put = await send(addressesApi.update, owner, {
      params: { id: recipient.id },
      body: {
        ...usRecipient,
        city: 'Albany',
        zip: '12207',
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().address_book_item).toMatchObject({ id: recipient.id, city: 'Albany', zip: '12207' });

    const del = await send(addressesApi.remove, owner, { params: { id: local.id } });
    expect(del.json()).toEqual({ ok: true });
    expect((await send(addressesApi.get, owner, { params: { id: local.id } })).statusCode).toBe(404);
    expect((await list()).total).toBe(4);
  });

  it('describes the books and the fields of a type and country', async () => {
    const modules = await send(addressesApi.modules, owner);
    expect(modules.json().modules).toEqual([
      { book_type: 'sender', variation_types: ['individual', 'company'] },
      { book_type: 'recipient', variation_types: ['individual', 'company'] },
    ]);
    const us = (
      await send(addressesApi.fields, owner, {
        params: { type: 'company' },
        query: { country: 'us', book_type: 'recipient' },
      })
    ).json();
    const byName = Object.fromEntries(us.fields.map((f: { name: string }) => [f.name, f]));
    expect(byName.company_name).toMatchObject({ required: true, latin_only: true });
    expect(byName.state).toMatchObject({ required: true, input: 'select' });
    const ua = (
      await send(addressesApi.fields, owner, {
        params: { type: 'individual' },
        query: { country: 'UA', book_type: 'recipient' },
      })
    ).json();
    expect(ua.fields.find((f: { name: string }) => f.name === 'city').latin_only).toBe(false);
    expect(ua.fields.some((f: { name: string }) => f.name === 'company_name')).toBe(false);
  });

  it('answers 401 without a token and 404 for another account’s entry', async () => {
    expect((await send(addressesApi.list)).statusCode).toBe(401);
    expect((await send(addressesApi.create, undefined, { body: usRecipient })).statusCode).toBe(401);
    const mine = await create(usRecipient);
    const before = await rowCount(t.database, addressBook);
    for (const [e, body] of [[addressesApi.get], [addressesApi.update, usRecipient], [addressesApi.remove]] as const) {
      const res = await send(e, other, { params: { id: mine.id }, payload: body });
      expect(res.statusCode, e.method).toBe(404);
    }
    expect((await list({}, other)).address_book.map((a) => a.id)).not.toContain(mine.id);
    expect(await rowCount(t.database, addressBook)).toBe(before);
    expect((await send(addressesApi.get, owner, { params: { id: mine.id } })).json().address_book_item.city).toBe(
      'New York',
    );
  });

  it('rejects every broken rule with 400, the field’s message and nothing written', async () => {
    const cases: Array<[Partial<AddressBody> & Record<string, unknown>, string, string]> = [
      [{ first_name: 'Джон' }, 'first_name', 'Use Latin letters only'],
      [{ address_line1: 'Фіфс авеню 1' }, 'address_line1', 'Use Latin letters only'],
      [{ city: '東京' }, 'city', 'Use Latin letters only'],
      [
        { book_type: 'sender', country: 'UA', state: 'UA-30', zip: '01001', city: 'Київ' },
        'city',
        'Use Latin letters only',
      ],
      [{ last_name: '' }, 'last_name', 'Required field'],
      [{ variation_type: 'company', company_name: '' }, 'company_name', 'Required field'],
      [{ state: '' }, 'state', 'Required field'],
      [{ state: 'ZZ' }, 'state', 'Choose one of the allowed values'],
      [{ zip: '1234' }, 'zip', 'Enter the ZIP code as 5 digits or 5+4 digits, e.g. 10001 or 10001-1234'],
      [{ zip: '' }, 'zip', 'Required field'],
      [{ country: 'UA', state: 'UA-30', zip: '0100' }, 'zip', 'Enter the postcode as 5 digits'],
      [{ country: 'UA', state: 'NY', zip: '01001' }, 'state', 'Choose one of the allowed values'],
      [{ country: 'XX' }, 'country', 'Choose one of the allowed values'],
      [{ country: 'RU', state: '' }, 'country', 'We do not ship to this country'],
      [{ country: '' }, 'country', 'Required field'],
      [{ phone: '12345' }, 'phone', 'Enter the phone in international format, e.g. +380501234567'],
      [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail'],
      [{ is_default: true }, 'is_default', 'Only a sender can be the default one'],
      [{ city: 'x'.repeat(61) }, 'city', 'At most 60 characters'],
      [{ nickname: 'x' }, 'nickname', 'Unknown field'],
    ];
    const mine = await create(usRecipient);
    const before = await rowCount(t.database, addressBook);
    for (const [change, field, message] of cases) {
      for (const e of [addressesApi.create, addressesApi.update]) {
        const res = await send(e, owner, { params: { id: mine.id }, payload: { ...usRecipient, ...change } });
        expect(res.statusCode, `${e.method} ${JSON.stringify(change)}`).toBe(400);
        expect(res.json().errors?.[field], `${e.method} ${JSON.stringify(change)}`).toContain(message);
      }
    }
    expect(await rowCount(t.database, addressBook)).toBe(before);
    expect((await send(addressesApi.get, owner, { params: { id: mine.id } })).json().address_book_item).toEqual(mine);
  });

  it("keeps a company's EDRPOU (8 digits), which Ukrposhta needs of a company sender", async () => {
    const company = await create({ ...uaSender, is_default: false, edrpou: '12345678' });
    expect(company.edrpou).toBe('12345678');
    const fields = await send(addressesApi.fields, owner, {
      params: { type: 'company' },
      query: { book_type: 'sender', country: 'UA' },
    });
    expect(fields.json().fields.map((f: { name: string }) => f.name)).toContain('edrpou');
    for (const [body, lang, message] of [
      [{ ...uaSender, is_default: false, edrpou: '1234567' }, 'en', 'Enter the EDRPOU code as 8 digits'],
      [{ ...uaSender, is_default: false, edrpou: '1234567X' }, 'ua', 'Введіть код ЄДРПОУ з 8 цифр'],
      [{ ...usRecipient, edrpou: '12345678' }, 'ru', 'Введите код ЕГРПОУ из 8 цифр'],
    ] as const) {
      const res = await send(addressesApi.create, owner, { body, lang });
      expect([res.statusCode, res.json().errors?.edrpou?.[0]], res.body).toEqual([400, message]);
    }
  });

  it('words the Latin-only rule and the §5 summary in every language', async () => {
    const expected = {
      en: ['Check the correctness of entered data', 'Use Latin letters only'],
      ua: ['Перевірте правильність введених даних', 'Використовуйте лише латинські літери'],
      ru: ['Проверьте правильность введённых данных', 'Используйте только латинские буквы'],
    };
    for (const [lang, [summary, field]] of Object.entries(expected)) {
      const res = await send(addressesApi.create, owner, { body: { ...usRecipient, city: 'Нью-Йорк' }, lang });
      expect(res.statusCode).toBe(400);
      expect(res.json().message, lang).toBe(summary);
      expect(res.json().errors.city, lang).toEqual([field]);
    }
  });

  it('lets a member read with addresses.read and write only with addresses.write', async () => {
    const reader = await activeMember(t, owner, ['addresses.read']);
    const before = await rowCount(t.database, addressBook);
    expect((await send(addressesApi.list, reader.token)).statusCode).toBe(200);
    const denied = await send(addressesApi.create, reader.token, { body: usRecipient });
    expect(denied.statusCode).toBe(403);
    const someone = (await list()).address_book[0]!;
    expect(
      (await send(addressesApi.update, reader.token, { params: { id: someone.id }, body: usRecipient })).statusCode,
    ).toBe(403);
    expect((await send(addressesApi.remove, reader.token, { params: { id: someone.id } })).statusCode).toBe(403);
    expect(await rowCount(t.database, addressBook)).toBe(before);
    const none = await activeMember(t, owner, ['money.read']);
    expect((await send(addressesApi.list, none.token)).statusCode).toBe(403);
    const writer = await activeMember(t, owner, ['addresses.read', 'addresses.write']);
    const res = await send(addressesApi.create, writer.token, { body: usRecipient });
    expect(res.statusCode).toBe(201);
    // The member writes into the owner's book.
    expect((await send(addressesApi.get, owner, { params: { id: res.json().address_book_item.id } })).statusCode).toBe(
      200,
    );
  });
});
