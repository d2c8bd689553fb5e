import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addressesApi } from '@cabinet/contracts/addresses';
import { balanceApi } from '@cabinet/contracts/money';
import { operatorsApi } from '@cabinet/contracts/operators';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import {
  BOOK_RECIPIENT,
  BOOK_SENDER,
  axe,
  callApi,
  fundedSeller,
  missingKeyText,
  operatorToken,
  seriousViolations,
  signInByApi,
  uniqueEmail,
  watchConsole,
  type BookEntry,
} from './support.ts';

/*
 * Issue 23, the warehouse desks: a clerk receives parcels by scanning their stickers — the scanner types the number
 * and presses Enter — weighs and measures each, and the scan field is ready for the next; one parcel, 2.6 kg as a
 * small pack, is held for its delivery type. The clerk then sends the received parcels off together, and the held
 * one is refused, in words.
 */

type Created = { id: number; number: string; internal_track: string | null; price: { amount: string } };

/** A funded seller with three direct small-pack parcels of 1 kg to one recipient whose name only this journey uses. */
async function sellerWithParcels(request: APIRequestContext, recipient: string) {
  const seller = await fundedSeller(request, '100', { prefix: 'scan' });
  const book = async (body: BookEntry) => {
    const res = await callApi(request, addressesApi.create, { token: seller.token, body });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { address_book_item: { id: number } }).address_book_item.id;
  };
  const sender_id = await book(BOOK_SENDER);
  const recipient_id = await book({ ...BOOK_RECIPIENT, last_name: recipient });
  const parcels: Created[] = [];
  for (const order of ['A', 'B', 'C']) {
    const created = await callApi(request, shipmentsApi.create, {
      token: seller.token,
      body: {
        type: 'direct',
        delivery_type: 'small_pack',
        sender_id,
        recipient_id,
        order_number: `SCAN-${recipient}-${order}`,
        box: { weight_kg: 1, length_cm: 20, width_cm: 15, height_cm: 10 },
        lines: [{ name_ua: 'Сорочка', name_en: 'Shirt', quantity: 1, unit_value: '25.00', hs_code: '6205200000' }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    parcels.push(((await created.json()) as { shipment: Created }).shipment);
  }
  return { seller, parcels };
}

/** What a barcode scanner does: the characters, fast, then Enter — into whatever has the focus. */
async function scanInto(page: Page, code: string) {
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}

/** Weighs and measures the open parcel, starting in the weight field (which has the focus), and receives it. */
async function measureAndReceive(page: Page, number: string, weight: string) {
  const parcel = page.getByRole('region', { name: `Parcel ${number}` });
  await expect(parcel.getByRole('textbox', { name: 'Weight, kg' })).toBeFocused();
  await expect(parcel.getByText(/^Declared by the seller: 1 kg, 20 × 15 × 10 cm/)).toBeVisible();
  await page.keyboard.type(weight);
  await parcel.getByRole('textbox', { name: 'Length, cm' }).fill('20');
  await parcel.getByRole('textbox', { name: 'Width, cm' }).fill('15');
  await parcel.getByRole('textbox', { name: 'Height, cm' }).fill('10');
  await parcel.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(parcel).toHaveCount(0);
}

test('a clerk receives parcels by scanning them, one held over its type’s limit, then sends them off together', async ({
  page,
  request,
}) => {
  const recipient = `Scanner${randomBytes(3).toString('hex')}`;
  const { seller, parcels } = await sellerWithParcels(request, recipient);
  const [first, heavy, third] = parcels as [Created, Created, Created];
  const clerk = { email: uniqueEmail('clerk'), password: 'warehouse-clerk-1' };
  const added = await callApi(request, operatorsApi.create, {
    token: await operatorToken(request),
    body: { ...clerk, first_name: 'Taras', last_name: 'Melnyk', ops_roles: ['warehouse'] },
  });
  expect(added.status(), await added.text()).toBe(201);

  const problems = watchConsole(page);
  await signInByApi(page, clerk.email, clerk.password);
  await page.goto('/ops/shipments');
  await page.getByRole('link', { name: 'Receive by scanner' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Receiving parcels' })).toBeVisible();
  const scan = page.getByRole('textbox', { name: 'Scan the sticker or type the number' });
  await expect(scan).toBeFocused();

  // Our number, as the sticker's barcode encodes it.
  await scanInto(page, first.number);
  await measureAndReceive(page, first.number, '1');
  await expect(scan).toBeFocused();
  await expect(scan).toHaveValue('');

  // A number nobody has: said so, and the field is ready for the next scan.
  await scanInto(page, 'SC99999999');
  await expect(page.getByRole('alert')).toHaveText('No parcel has the number “SC99999999”. Check it and scan again.');
  await expect(scan).toBeFocused();

  // The national post's TTN finds the next one: 2.6 kg, over the small pack's limit.
  await scanInto(page, heavy.internal_track!);
  await measureAndReceive(page, heavy.number, '2.6');
  await expect(scan).toBeFocused();
  await scanInto(page, third.number.toLowerCase());
  await measureAndReceive(page, third.number, '1');

  const session = page.getByRole('region', { name: 'Received in this session' });
  await expect(session.getByText('Received: 3')).toBeVisible();
  await expect(
    session.getByText(
      'Held: too heavy for this type (Small pack). The parcel cannot leave until the seller chooses another delivery type or asks for it back.',
    ),
  ).toBeVisible();
  await expect(session.getByText(/^Received: At the Ukrainian warehouse/)).toHaveCount(2);
  expect(missingKeyText(await page.locator('body').innerText())).toEqual([]);
  expect(seriousViolations(await axe(page))).toEqual([]);

  // Back on the desk: the three parcels, sent off together; the held one stays, and says why.
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Shipments' }).click();
  await page.getByRole('textbox', { name: 'Number, track, TTN or recipient' }).fill(recipient);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('Found: 3')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all on the page' }).check();
  await expect(page.getByText('Selected: 3')).toBeVisible();
  await page.getByRole('combobox', { name: 'Move to' }).click();
  await page.getByRole('option', { name: 'On the way to the buyer' }).click();
  await page.getByRole('textbox', { name: 'Note for the timeline' }).fill('truck 7');
  await page.getByRole('button', { name: 'Move the selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move the selected parcels?' });
  await expect(dialog.getByText(/^Parcels: 3\. Each is checked on its own/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();

  const outcome = page.getByRole('status', { name: 'Outcome of the move' });
  await expect(outcome.getByText('Moved: 2 of 3')).toBeVisible();
  await expect(outcome.getByRole('listitem').filter({ hasText: heavy.number })).toHaveText(
    `${heavy.number} — Stayed: held because its delivery type does not take it (too heavy for this type). The seller must choose another delivery type.`,
  );
  for (const left of [first, third]) {
    await expect(outcome.getByRole('listitem').filter({ hasText: left.number })).toHaveText(
      `${left.number} — Moved: On the way to the buyer`,
    );
  }
  await expect(page.getByText('Selected: 1')).toBeVisible();
  expect(missingKeyText(await page.locator('body').innerText())).toEqual([]);
  expect(seriousViolations(await axe(page))).toEqual([]);
  expect(problems).toEqual([]);

  // The two that left were charged; the held one's price is still only held.
  const balance = (await (await callApi(request, balanceApi.get, { token: seller.token })).json()) as Record<
    string,
    { amount: string }
  >;
  expect(balance.will_be_removed!.amount).toBe(heavy.price.amount);
});
