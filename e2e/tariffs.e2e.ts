import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addressesApi } from '@cabinet/contracts/addresses';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import { tariffsApi } from '@cabinet/contracts/tariffs';
import {
  axe,
  callApi,
  fundedSeller,
  missingKeyText,
  OPERATOR,
  operatorToken,
  seriousViolations,
  signInByApi,
  watchConsole,
  type BookEntry,
} from './support.ts';

/*
 * Issue 23: a tariff change is dated, previewed and confirmed, and kept in a history; a parcel paid before it keeps its
 * price when it is received at its declared size. The journey changes the gift table to the rest of the world, which
 * no other journey prices.
 */

const BOX = { weight_kg: 1, length_cm: 20, width_cm: 15, height_cm: 10 };

/** A funded seller's gift parcel from Kyiv to Tokyo, created (and so paid: its price held) through the API. */
async function paidGiftParcel(request: APIRequestContext) {
  const { token } = await fundedSeller(request, '100', { prefix: 'tariff', firstName: 'Olha', lastName: 'Tariff' });
  const add = async (body: BookEntry) => {
    const res = await callApi(request, addressesApi.create, { token, body });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { address_book_item: { id: number } }).address_book_item.id;
  };
  const person = {
    variation_type: 'individual',
    first_name: 'Olha',
    last_name: 'Tariff',
    address_line1: 'Main 1',
  } as const;
  const sender_id = await add({
    ...person,
    book_type: 'sender',
    country: 'UA',
    state: 'UA-30',
    city: 'Kyiv',
    zip: '01001',
  });
  const recipient_id = await add({ ...person, book_type: 'recipient', country: 'JP', city: 'Tokyo', zip: '1000001' });
  const res = await callApi(request, shipmentsApi.create, {
    token,
    body: {
      type: 'direct',
      delivery_type: 'gift',
      sender_id,
      recipient_id,
      box: BOX,
      lines: [{ name_ua: 'Листівка', name_en: 'Card', quantity: 1, unit_value: '5.00', hs_code: '4909000000' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { shipment: { id: number; price: { amount: string } } }).shipment;
}

/** The calculator's gift price of the journey's box to Tokyo now. */
async function giftPrice(request: APIRequestContext) {
  const res = await callApi(request, tariffsApi.calculate, {
    body: { from_country: 'UA', to_country: 'JP', delivery_type: 'gift', ...BOX },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { rates: { price: { amount: string } }[] }).rates[0]!.price.amount;
}

/** Raises every band's price at its start by a fifth, as an operator types it. */
async function raiseBands(page: Page) {
  const bases = page.getByRole('textbox', { name: /^Band \d+: price at the start$/ });
  await expect(bases.first()).toBeVisible();
  for (let i = 0; i < (await bases.count()); i++) {
    const base = bases.nth(i);
    await base.fill((Number(await base.inputValue()) * 1.2).toFixed(2));
  }
}

const kyivDay = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(Date.now() + offsetDays * 86_400_000));
/** 2026-12-03 → "3 December 2026" (the calendar's day button) and "03.12.2026" (§9, as pages show it). */
const dayButton = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const shown = (day: string) => day.split('-').reverse().join('.');

test('an operator dates a tariff change, previews and confirms it; a parcel paid earlier keeps its price', async ({
  page,
  request,
}) => {
  const parcel = await paidGiftParcel(request);
  const priceBefore = await giftPrice(request);
  const problems = watchConsole(page);
  await signInByApi(page, OPERATOR.email, OPERATOR.password);
  await page.goto('/ops/tariffs');
  await page.getByRole('combobox', { name: 'Delivery type' }).click();
  await page.getByRole('option', { name: 'Gift' }).click();
  await page.getByRole('combobox', { name: 'Zone' }).click();
  await page.getByRole('option', { name: 'Rest of the world' }).click();
  const history = page.getByRole('table', { name: 'History of changes' });
  const versionRow = (state: string) =>
    history.getByRole('row').filter({ has: page.getByText(state, { exact: true }) });
  await expect(history.getByRole('row')).toHaveCount(2);

  // A change from tomorrow: previewed, confirmed, scheduled — then cancelled before it takes effect.
  const tomorrow = kyivDay(1);
  await raiseBands(page);
  await page.getByRole('button', { name: 'Takes effect on' }).click();
  await page.getByRole('button', { name: dayButton(tomorrow), exact: true }).click();
  await page.getByRole('button', { name: 'Preview the change' }).click();
  const preview = page.getByRole('region', { name: 'What changes' });
  await expect(preview.getByText(`From ${shown(tomorrow)} 00:00 Kyiv time`)).toBeVisible();
  await expect(preview.getByText(/^Parcels of this type and zone not sent yet: [1-9]\d*\. They keep/)).toBeVisible();
  await preview.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByText(`The change is scheduled for ${shown(tomorrow)}`)).toBeVisible();
  await expect(page.getByText(`Next change: ${shown(tomorrow)}`)).toBeVisible();
  const scheduled = versionRow('Scheduled');
  await expect(scheduled).toContainText(OPERATOR.email);
  expect(await giftPrice(request)).toBe(priceBefore);
  await scheduled.getByRole('button', { name: 'Cancel the change' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel the change from ${shown(tomorrow)}?` });
  await dialog.getByRole('button', { name: 'Cancel the change' }).click();
  const cancelled = versionRow('Cancelled');
  await expect(cancelled).toContainText(`Cancelled ${shown(kyivDay(0))}`);
  await expect(cancelled.getByText(/^Up to [\d,]+\sg: .* → /).first()).toBeVisible();
  await expect(page.getByText(/^Next change:/)).toHaveCount(0);

  // The same rise from today: in force once confirmed.
  await raiseBands(page);
  await page.getByRole('textbox', { name: 'Note' }).fill('Carrier rates up 20%');
  await page.getByRole('button', { name: 'Preview the change' }).click();
  await expect(preview.getByText('From now on, once you confirm')).toBeVisible();
  const oneKg = preview
    .getByRole('table', { name: 'Delivery price of a new parcel' })
    .getByRole('row', { name: /^1,000 / });
  await expect(oneKg).toContainText(`$${priceBefore}`);
  expect(missingKeyText(await page.locator('body').innerText())).toEqual([]);
  expect(seriousViolations(await axe(page))).toEqual([]);
  await preview.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(page.getByText('The new table is in force')).toBeVisible();

  const inForce = versionRow('In force');
  await expect(inForce).toContainText(OPERATOR.email);
  await expect(inForce).toContainText('Carrier rates up 20%');
  await expect(
    inForce.getByText(/^Up to [\d,]+\sg: \$[\d.]+ \+ \$[\d.]+ per 100\sg → \$[\d.]+ \+/).first(),
  ).toBeVisible();
  await expect(versionRow('Replaced')).toContainText('From the start');
  // The cancelled change still shows what it would have changed when it was confirmed.
  await expect(cancelled.getByText(/^Up to [\d,]+\sg: .* → /).first()).toBeVisible();
  expect(Number(await giftPrice(request))).toBeGreaterThan(Number(priceBefore));

  // The parcel paid before the change, received at exactly its declared size, keeps the price it was paid at.
  const op = await operatorToken(request);
  const received = await callApi(request, opsShipmentsApi.receive, {
    token: op,
    params: { id: parcel.id },
    body: { ...BOX, note: '' },
  });
  expect(received.status(), await received.text()).toBe(200);
  const { shipment } = (await received.json()) as { shipment: { price: { amount: string } } };
  expect(shipment.price.amount).toBe(parcel.price.amount);
  expect(problems).toEqual([]);
});
