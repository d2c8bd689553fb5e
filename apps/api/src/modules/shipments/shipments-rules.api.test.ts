import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShipmentCreateBody, shipmentsApi } from '@cabinet/contracts/shipments';
import { createTestApp, registerSeller, type TestApp } from '../../../test/app.ts';
import { signInOperator } from '../../../test/money.ts';
import { upload } from '../uploads/uploads.test-kit.ts';
import {
  addAddress,
  box,
  directBody,
  germanRecipient,
  hawaiiRecipient,
  postShipment,
  setVars,
  shipper,
  shirt,
  usRecipient,
  type Shipper,
} from './shipments.test-kit.ts';

let t: TestApp;
let s: Shipper;
beforeAll(async () => {
  t = await createTestApp();
  s = await shipper(t, '500.00', await signInOperator(t));
});
afterAll(() => t.close());

/** Posts a body and returns the status with the error body (code, message, errors, extras). */
async function refused(body: ShipmentCreateBody, lang = 'en') {
  const res = await postShipment(t, s.token, body, { lang });
  return {
    status: res.statusCode,
    ...res.json<{ code: string; message: string; errors?: Record<string, string[]> }>(),
  };
}

describe('§5 confirmations', () => {
  it('a customs value below the order total asks to confirm and shows the difference, in three languages', async () => {
    const body = directBody(s, { order_total: '80.00' });
    expect(await refused(body)).toMatchObject({
      status: 422,
      code: 'customs_value_below_order_total',
      message: 'The customs value is 27.50 USD lower than the order total. Confirm it to continue',
      difference: { amount: '27.50', currency: 'USD' },
      customs_value: { amount: '52.50' },
    });
    expect((await refused(body, 'uk')).message).toBe(
      'Митна вартість на 27.50 USD нижча за суму замовлення. Підтвердьте, щоб продовжити',
    );
    expect((await refused(body, 'ru')).message).toBe(
      'Таможенная стоимость на 27.50 USD ниже суммы заказа. Подтвердите, чтобы продолжить',
    );
    const quote = await t.call(shipmentsApi.quote, { token: s.token, body });
    expect(quote.json()).toMatchObject({
      customs_value_shortfall: { amount: '27.50' },
      needs_confirmation: ['low_customs_value'],
    });
    const res = await postShipment(t, s.token, { ...body, confirm_low_customs_value: true });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('without delivery to an office, warns that no track number is assigned', async () => {
    const body = directBody(s, { handover: 'self' });
    expect(await refused(body, 'ru')).toMatchObject({
      status: 422,
      code: 'no_track_number_confirm',
      message: 'Не выбрана доставка в отделение: трек-номер не будет присвоен. Подтвердите, чтобы продолжить',
    });
    const res = await postShipment(t, s.token, { ...body, confirm_no_track: true });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ shipment: { handover: 'self', internal_track: null } });
  });

  it('a price that changed since the quote answers 409 with the new quote', async () => {
    const res = await refused(directBody(s, { expected_price: '9.99' }));
    expect(res).toMatchObject({ status: 409, code: 'price_changed', quote: { price: { total: { amount: '15.49' } } } });
  });
});

describe('§5 express and postcard', () => {
  it('express: at most 1 kg, a box of at least 15 × 21 cm, and proof of value', async () => {
    const express = (over: Partial<ShipmentCreateBody>) => directBody(s, { delivery_type: 'express', ...over });
    const bigBox = { weight_kg: 0.8, length_cm: 22, width_cm: 16, height_cm: 5 };
    expect(await refused(express({ box: { ...bigBox, weight_kg: 1.2 } }))).toMatchObject({
      status: 422,
      code: 'express_over_weight',
      message: 'Express shipments weigh up to 1 kg',
    });
    expect(await refused(express({ box: { ...bigBox, width_cm: 14 } }), 'uk')).toMatchObject({
      status: 422,
      code: 'express_box_too_small',
      message: 'Для експрес-відправлення потрібна коробка щонайменше 15 × 21 см',
    });
    expect(await refused(express({ box: bigBox }))).toMatchObject({
      status: 400,
      code: 'express_proof_required',
      errors: { proof_files: ['Express shipments need proof of value: a transaction statement in English'] },
    });
  });

  it('proof files must be the seller’s own uploads', async () => {
    const other = await registerSeller(t);
    const theirs = await upload(t, other.token, 'theirs.pdf');
    expect(await refused(directBody(s, { proof_files: [theirs] }))).toMatchObject({
      status: 400,
      code: 'unknown_file',
    });
  });

  it('postcards go only to the US, not to Hawaii', async () => {
    const kai = await addAddress(t, s.token, hawaiiRecipient);
    const card = directBody(s, { type: 'postcard', delivery_type: undefined, recipient_id: kai });
    expect(await refused(card, 'ru')).toMatchObject({
      status: 422,
      code: 'postcard_us_only',
      message: 'Открытки отправляются только в США, кроме Гавайев и Пуэрто-Рико',
    });
    const berlin = await addAddress(t, s.token, germanRecipient);
    expect((await refused({ ...card, recipient_id: berlin })).code).toBe('postcard_us_only');
  });
});

describe('§5 addresses and fields', () => {
  it('a US parcel needs its recipient in the address book, and a delivery method', async () => {
    expect(await refused(directBody(s, { recipient_id: undefined }))).toMatchObject({
      status: 400,
      code: 'recipient_address_required',
      message: 'Add the recipient to the address book before creating a parcel',
    });
    expect(await refused(directBody(s, { delivery_type: undefined }))).toMatchObject({
      status: 400,
      code: 'delivery_method_required',
    });
  });

  it('another account’s address is not found; a sender cannot be a recipient', async () => {
    const other = await registerSeller(t);
    const theirs = await addAddress(t, other.token, usRecipient);
    expect(await refused(directBody(s, { recipient_id: theirs }))).toMatchObject({
      status: 404,
      code: 'address_not_found',
    });
    expect(await refused(directBody(s, { recipient_id: s.senderId }))).toMatchObject({
      status: 400,
      errors: { recipient_id: ['Choose one of your recipients'] },
    });
  });

  it('customs names in both languages, English names and order numbers in Latin letters, HS codes of 10 digits from the classification', async () => {
    const res = await refused(
      directBody(s, {
        order_number: 'Замовлення-1',
        lines: [
          { ...shirt, name_ua: '' },
          { ...shirt, name_en: 'Сорочка' },
          { ...shirt, hs_code: '12AB' },
        ],
      }),
    );
    expect(res).toMatchObject({
      status: 400,
      errors: {
        order_number: ['Use Latin letters only'],
        'lines.0.name_ua': ['All customs product names must exist in both Ukrainian and English'],
        'lines.1.name_en': ['Use Latin letters only'],
        'lines.2.hs_code': ['Enter a 10-digit customs (HS) code'],
      },
    });
    expect(await refused(directBody(s, { lines: [] }))).toMatchObject({
      status: 400,
      errors: { lines: ['Add at least one item'] },
    });
  });

  it('a type whose route does not fit the addresses is refused with its own code', async () => {
    const berlin = await addAddress(t, s.token, germanRecipient);
    expect((await refused(directBody(s, { type: 'consolidation', recipient_id: berlin }))).code).toBe(
      'recipient_not_in_us',
    );
    expect((await refused(directBody(s, { type: 'usa_domestic' }))).code).toBe('sender_not_in_us');
    const kyiv = await addAddress(t, s.token, {
      ...germanRecipient,
      first_name: 'Олена',
      last_name: 'Коваль',
      country: 'UA',
      state: 'UA-30',
      zip: '01001',
      city: 'Київ',
    });
    expect(await refused(directBody(s, { recipient_id: kyiv }))).toMatchObject({
      status: 422,
      code: 'no_rates_found',
      excluded: expect.arrayContaining([{ delivery_type: 'small_pack', reason: 'not_offered' }]),
    });
    const bulk = await refused({
      type: 'client_bulk',
      sender_id: s.senderId,
      box,
      parcels: [{ recipient_id: s.recipientId, lines: [shirt], box }],
    });
    const toBerlin = await refused({
      type: 'client_bulk',
      sender_id: s.senderId,
      box,
      parcels: [
        { recipient_id: s.recipientId, lines: [shirt], box },
        { recipient_id: berlin, lines: [shirt], box },
      ],
    });
    expect(toBerlin).toMatchObject({ status: 422, code: 'recipient_not_in_us' });
    expect(bulk).toMatchObject({ status: 400, errors: { parcels: ['A bulk shipment holds at least two parcels'] } });
  });
});

describe('§6 flags', () => {
  it('Global forward needs ECOM_GF = 1, sender consolidation CUSTOMER_DHL_ENABLE ≠ 0', async () => {
    await setVars(t, s.accountId, { ECOM_GF: 0, CUSTOMER_DHL_ENABLE: 0 });
    expect(await refused(directBody(s, { type: 'consolidation_usa' }))).toMatchObject({
      status: 403,
      code: 'global_forward_disabled',
      message: 'Global forward is not enabled for your account',
    });
    expect(await refused(directBody(s, { type: 'consolidated_from_sender' }), 'uk')).toMatchObject({
      status: 403,
      code: 'sender_consolidation_disabled',
      message: 'Консолідацію відправника не ввімкнено для вашого акаунта',
    });
  });
});
