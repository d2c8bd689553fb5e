import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { nationalPostApi } from '@cabinet/contracts/national-post';
import {
  addToBook,
  callApi,
  BOOK_RECIPIENT,
  BOOK_SENDER,
  credit,
  operatorToken,
  registerSeller,
  signInByApi,
  useLanguage,
  watchConsole,
} from './support.ts';

const PASSWORD = 'national-post-2026';
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** One item of the form: its names, quantity, weight of one, value of one, and its code from the picker. */
async function fillItem(
  item: Locator,
  line: { ua?: string; en: string; quantity: string; grams: string; value: string; hs: string },
) {
  if (line.ua) await item.getByRole('textbox', { name: /^Name in Ukrainian/ }).fill(line.ua);
  await item.getByRole('textbox', { name: /^Name in English/ }).fill(line.en);
  await item.getByRole('textbox', { name: /^Quantity/ }).fill(line.quantity);
  await item.getByRole('textbox', { name: /^Weight of one, g/ }).fill(line.grams);
  await item.getByRole('textbox', { name: /^Value of one/ }).fill(line.value);
  await item.getByRole('combobox', { name: /^Customs code/ }).fill(line.hs);
  await item
    .page()
    .getByRole('option', { name: new RegExp(`^${line.hs} `) })
    .click();
}

test('a seller sends a parcel abroad by Ukrposhta: creates it, pays, prints the CN22, cannot delete it once accepted, and finds it in the handling report', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const op = await operatorToken(page.request);
  const me = await registerSeller(page.request, { prefix: 'ukrposhta', password: PASSWORD });
  await credit(page.request, me.accountId, '50.00', { op, reason: 'E2E national post' });
  await addToBook(page.request, me.token, [BOOK_SENDER, BOOK_RECIPIENT]);
  await useLanguage(page, 'en');
  await signInByApi(page, me.email, PASSWORD);

  await page.goto('/ukrposhta-shipments/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New national post parcel' })).toBeVisible();
  await choose(page, 'Sender', /^Sunflower Crafts/);
  await choose(page, 'Recipient', /^John Smith/);
  await page.getByRole('textbox', { name: /^Weight, g/ }).fill('900');
  await page.getByRole('textbox', { name: /^Length, cm/ }).fill('30');
  await page.getByRole('textbox', { name: /^Width, cm/ }).fill('20');
  await page.getByRole('textbox', { name: /^Height, cm/ }).fill('5');
  const item = page.getByRole('group', { name: 'Item 1' });
  await item.getByRole('textbox', { name: /^Name in Ukrainian/ }).fill('Футболка');
  // §5: the English name must be Latin; the form says so before anything is sent.
  await item.getByRole('textbox', { name: /^Name in English/ }).fill('Футболка');
  await page.getByRole('button', { name: 'Create at Ukrposhta' }).click();
  await expect(item.getByText('Latin letters only')).toBeVisible();
  await fillItem(item, { en: 'Cotton T-shirt', quantity: '2', grams: '300', value: '25', hs: '6109100000' });
  await page.getByRole('button', { name: 'Add an item' }).click();
  await fillItem(page.getByRole('group', { name: 'Item 2' }), {
    ua: 'Шкіряна сумка',
    en: 'Leather handbag',
    quantity: '1',
    grams: '250',
    value: '40',
    hs: '4202210000',
  });
  await page.getByRole('button', { name: 'Create at Ukrposhta' }).click();

  // Ukrposhta names its price once it has created the parcel; the list offers to pay it.
  await expect(page).toHaveURL(/\/ukrposhta-shipments$/);
  const row = page.getByRole('row').filter({ hasText: 'John Smith' });
  await expect(row.getByText('Waiting for payment')).toBeVisible();
  await expect(row.getByText('CN22: a small item worth under 300 SDR')).toBeVisible();
  const barcode = (await row.getByText(/^LP\d{9}UA$/).textContent())!;
  await row.getByRole('button', { name: `Pay for ${barcode}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pay for ${barcode}?` });
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(row.getByText('Paid: hand it in at a post office')).toBeVisible();

  await row.getByRole('button', { name: `Print the documents of ${barcode}` }).click();
  const [declaration] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Customs declaration CN22, 10 × 10 cm' }).click(),
  ]);
  expect(declaration.suggestedFilename()).toBe(`cn22-${barcode}-10x10.pdf`);
  expect(
    readFileSync((await declaration.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await row.getByRole('button', { name: `Print the documents of ${barcode}` }).click();
  const [sticker] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Address sticker, A6' }).click(),
  ]);
  expect(sticker.suggestedFilename()).toBe(`sticker-${barcode}-a6.pdf`);

  const list = await callApi(page.request, nationalPostApi.list, { query: { query: barcode }, token: me.token });
  // At the post office the clerk scans the parcel handed in (the sandbox's counter page): tracking starts, and
  // deleting is refused with the reason.
  const { price } = (await list.json()).shipments[0];
  await page.goto('/api/sandbox/ukrposhta/counter');
  await page.getByLabel('Barcode of the parcel handed in').fill(barcode);
  await page.getByRole('button', { name: 'Accept the parcel' }).click();
  await expect(page.getByRole('status')).toHaveText(`Parcel ${barcode} is accepted.`);
  await page.goto('/ukrposhta-shipments');
  await row.getByRole('button', { name: `Tracking of ${barcode}` }).click();
  await expect(row.getByRole('list', { name: `Tracking events of ${barcode}` })).toContainText(
    'Accepted at the post office',
  );
  await row.getByRole('button', { name: `Delete ${barcode}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${barcode}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByText('A post office has already accepted this parcel: it can no longer be deleted'),
  ).toBeVisible();

  // What it cost is in the handling-and-labels report, under its kind, as the ledger has it.
  await page.goto('/reports/handling-and-labels');
  await expect(page.getByTestId('handling-national_post_charge')).toContainText(`$${price.amount}`);
  await expect(page.getByTestId('handling-total')).toContainText(`$${price.amount}`);
  expect(problems).toEqual([]);
});
