import { expect, test, type APIRequestContext } from '@playwright/test';
import { addressesApi } from '@cabinet/contracts/addresses';
import { balanceApi } from '@cabinet/contracts/money';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import {
  axe,
  callApi,
  OPERATOR,
  foreignWords,
  fundedSeller,
  missingKeyText,
  seriousViolations,
  signInByApi,
  useLanguage,
  watchConsole,
  type BookEntry,
} from './support.ts';

/** A funded seller with a Ukrainian sender and a US recipient, and one direct parcel created through the API. */
async function sellerWithShipment(request: APIRequestContext) {
  const seller = await fundedSeller(request, '100', {
    prefix: 'desk',
    password: 'desk-seller-pass-1',
    firstName: 'Olha',
    lastName: 'Desk',
  });
  const { token } = seller;
  const address = async (body: BookEntry) => {
    const res = await callApi(request, addressesApi.create, { token, body });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { address_book_item: { id: number } }).address_book_item.id;
  };
  const common = {
    variation_type: 'individual',
    first_name: 'Olha',
    last_name: 'Desk',
    address_line1: 'Main 1',
  } as const;
  const sender_id = await address({
    ...common,
    book_type: 'sender',
    country: 'UA',
    state: 'UA-30',
    city: 'Kyiv',
    zip: '01001',
  });
  const recipient_id = await address({
    ...common,
    book_type: 'recipient',
    first_name: 'Mary',
    last_name: 'Parker',
    country: 'US',
    state: 'NY',
    city: 'New York',
    zip: '10001',
  });
  const created = await callApi(request, shipmentsApi.create, {
    token,
    body: {
      type: 'direct',
      delivery_type: 'small_pack',
      sender_id,
      recipient_id,
      box: { weight_kg: 1, length_cm: 20, width_cm: 15, height_cm: 10 },
      lines: [{ name_ua: 'Сорочка', name_en: 'Shirt', quantity: 1, unit_value: '25.00', hs_code: '6205200000' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const shipment = ((await created.json()) as { shipment: { id: number; number: string } }).shipment;
  return { token, shipment, seller };
}

test('an operator finds a seller’s parcel, receives it heavier than declared and sends it; the seller is charged', async ({
  page,
  request,
}) => {
  const { token, shipment } = await sellerWithShipment(request);
  const problems = watchConsole(page);
  await signInByApi(page, OPERATOR.email, OPERATOR.password);

  await page.goto('/ops/shipments');
  await page.getByRole('textbox', { name: 'Number, track, TTN or recipient' }).fill(shipment.number.toLowerCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('link', { name: shipment.number }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Shipment ${shipment.number}` })).toBeVisible();
  // The declared box is shown to compare; the fields are the clerk's to fill.
  await expect(page.getByText(/^Declared by the seller: 1 kg, 20 × 15 × 10 cm/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Weight, kg' }).fill('1.8');
  await page.getByRole('textbox', { name: 'Length, cm' }).fill('20');
  await page.getByRole('textbox', { name: 'Width, cm' }).fill('15');
  await page.getByRole('textbox', { name: 'Height, cm' }).fill('10');
  await page.getByRole('textbox', { name: 'Note on receipt' }).fill('weighed at the counter');
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(
    page.getByText(
      /^Re-priced: the measured box differs from the declared one: \d+\.\d\d → \d+\.\d\d; weighed at the counter$/,
    ),
  ).toBeVisible();

  await page.getByRole('textbox', { name: /^Note for the timeline/ }).fill('handed to the carrier');
  await page.getByRole('button', { name: '→ On the way to the buyer' }).click();
  // Asked first, in words: where it goes, and that the held price is charged now.
  const move = page.getByRole('dialog', { name: `Move shipment ${shipment.number} to “On the way to the buyer”?` });
  await expect(move).toContainText('is charged from the money held on the seller’s balance');
  await move.getByRole('button', { name: 'Move to “On the way to the buyer”' }).click();
  await expect(page.getByText('handed to the carrier')).toBeVisible();
  await expect(page.getByText('Charged', { exact: true })).toBeVisible();

  expect(missingKeyText(await page.locator('body').innerText())).toEqual([]);
  expect(seriousViolations(await axe(page))).toEqual([]);
  expect(problems).toEqual([]);

  const balance = (await (await callApi(request, balanceApi.get, { token })).json()) as Record<
    string,
    { amount: string }
  >;
  expect(balance.will_be_removed!.amount).toBe('0.00');
  expect(Number(balance.available!.amount)).toBeLessThan(100);
});

test('an operator freezes a parcel with a reason; the seller reads why on the parcel and in a notification', async ({
  page,
  browser,
  request,
}) => {
  const { shipment, seller } = await sellerWithShipment(request);
  const reason = 'Customs asked for the invoice of the goods';
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  const opsProblems = watchConsole(ops);
  await signInByApi(ops, OPERATOR.email, OPERATOR.password);
  await ops.goto(`/ops/shipments/${shipment.id}`);
  await expect(ops.getByRole('heading', { level: 1, name: `Shipment ${shipment.number}` })).toBeVisible();

  // No freeze without a reason: the button waits for one, and the dialog quotes it before anything happens.
  await ops.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(ops.getByRole('button', { name: 'Freeze…' })).toBeDisabled();
  await ops.getByRole('textbox', { name: /Why the shipment is frozen/ }).fill(reason);
  await ops.getByRole('button', { name: 'Freeze…' }).click();
  const dialog = ops.getByRole('dialog', { name: `Freeze shipment ${shipment.number}?` });
  await expect(dialog).toContainText(`The seller is told the reason: “${reason}”.`);
  await dialog.getByRole('button', { name: 'Freeze', exact: true }).click();
  await expect(ops.getByText('Shipment frozen; the seller is told why.')).toBeVisible();
  await expect(ops.getByRole('button', { name: /^Unfreeze/ })).toBeVisible();
  expect(opsProblems).toEqual([]);
  await opsContext.close();

  const problems = watchConsole(page);
  await signInByApi(page, seller.email, seller.password);
  await page.goto(`/shipments/list?shipment=${shipment.id}`);
  const drawer = page.getByRole('dialog', { name: `Parcel ${shipment.number}` });
  const frozen = drawer.getByRole('status').filter({ hasText: 'Shipment frozen' });
  await expect(frozen).toContainText(`Reason: ${reason}`);
  await page.goto('/notifications');
  await expect(page.getByText(`Shipment ${shipment.number} is frozen: ${reason}`)).toBeVisible();
  expect(missingKeyText(await page.locator('body').innerText())).toEqual([]);
  expect(problems).toEqual([]);
});

test('the shipment desk speaks Ukrainian and Russian (the demo shipments of the seed)', async ({ browser }) => {
  for (const language of ['ua', 'ru'] as const) {
    const page = await (await browser.newContext()).newPage();
    const problems = watchConsole(page);
    await useLanguage(page, language);
    await signInByApi(page, OPERATOR.email, OPERATOR.password);
    await page.goto('/ops/shipments');
    await page
      .getByRole('link', { name: /^SC\d{8}$/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /SC\d{8}/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const text = await page.locator('body').innerText();
    expect.soft(missingKeyText(text), `${language}: untranslated keys`).toEqual([]);
    expect.soft(foreignWords(text, language), `${language}: words of another language`).toEqual([]);
    expect.soft(seriousViolations(await axe(page)), `${language}: axe`).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  }
});
