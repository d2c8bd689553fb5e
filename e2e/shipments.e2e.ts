import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addressesApi } from '@cabinet/contracts/addresses';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import { opsShipmentsApi } from '@cabinet/contracts/shipments-ops';
import {
  addToBook,
  axe,
  callApi,
  BOOK_RECIPIENT,
  BOOK_SENDER,
  LANGUAGE_BUTTONS,
  LANGUAGES,
  credit,
  foreignWords,
  missingKeyText,
  operatorToken,
  registerSeller,
  seriousViolations,
  signInByApi,
  useLanguage,
  watchConsole,
  type BookEntry,
  type Language,
} from './support.ts';

const PASSWORD = 'parcels-2026';

/** A new seller with `funds` USD credited by an operator, and the given address-book entries. */
async function seller(request: APIRequestContext, funds: string, entries: BookEntry[]) {
  const op = await operatorToken(request);
  const me = await registerSeller(request, { prefix: 'parcels', password: PASSWORD, lastName: 'Parcels' });
  await credit(request, me.accountId, funds, { op, reason: 'E2E parcels' });
  await addToBook(request, me.token, entries);
  return { ...me, op };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (scope: Page | ReturnType<Page['getByRole']>, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${escape(label)}`) });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${escape(label)}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillLine(page: Page, index: number, line: [string, string, string, string, string]) {
  const item = page.getByRole('group', { name: `Item ${index}` });
  const [ua, en, quantity, value, hs] = line;
  await field(item, 'Customs name in Ukrainian').fill(ua);
  await field(item, 'Customs name in English').fill(en);
  await field(item, 'Quantity').fill(quantity);
  await field(item, 'Value per unit').fill(value);
  await pickHsCode(item, hs);
}

/** The customs code picker: typing a code's digits searches (after the 1500 ms throttle); the leaf is picked. */
async function pickHsCode(item: ReturnType<Page['getByRole']>, code: string) {
  await item.getByRole('combobox', { name: /^HS code/ }).fill(code);
  await item
    .page()
    .getByRole('option', { name: new RegExp(`^${code} `) })
    .click();
}

async function fillBox(page: Page, [weight, length, width, height]: string[]) {
  await field(page, 'Weight').fill(weight!);
  await field(page, 'Length').fill(length!);
  await field(page, 'Width').fill(width!);
  await field(page, 'Height').fill(height!);
}

test('a seller creates a direct parcel to the US, prints its A6 sticker, and sees it leave and be charged', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const me = await seller(page.request, '100.00', [BOOK_SENDER, BOOK_RECIPIENT]);
  await useLanguage(page, 'en');
  await signInByApi(page, me.email, PASSWORD);

  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Parcels' }).getByRole('link', { name: 'Create a parcel' }).click();
  await expect(page).toHaveURL(/\/shipments\/create$/);
  await expect(page.getByTestId('header-balance')).toHaveText('$100.00');
  await expect(page.getByRole('combobox', { name: /^Sender/ })).toHaveValue('Sunflower Crafts — Lviv, UA-46, UA');

  await choose(page, 'Delivery type', 'Small pack');
  await choose(page, 'Recipient', 'John Smith — New York, NY, US');
  await fillLine(page, 1, ['Вишиванка', 'Embroidered shirt', '1', '40', '6206400000']);
  await page.getByRole('button', { name: 'Add an item' }).click();
  await fillLine(page, 2, ['Листівка', 'Postcard', '2', '2.50', '4909000000']);
  await fillBox(page, ['0.5', '30', '20', '10']);
  await expect(page.getByText('Fact weight 0.5 kg · dimensional weight 1.2 kg · charged by 1.2 kg')).toBeVisible();
  await field(page, 'Order total').fill('60');

  await page.getByRole('button', { name: 'Calculate' }).click();
  const price = page.getByRole('region', { name: 'Price' });
  await expect(price.getByText('Delivery in 10–18 days')).toBeVisible();
  const total = (
    await price
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .last()
      .innerText()
  ).trim();
  expect(total).toMatch(/^\$\d+\.\d{2}$/);

  // §5: the customs value (45.00) is below the order total (60.00): confirm, seeing the difference.
  await page.getByRole('button', { name: 'Create the parcel' }).click();
  const low = page.getByRole('dialog', { name: 'The customs value is below the order total' });
  await expect(low).toContainText('The customs value ($45.00) is $15.00 lower than the order total');
  await low.getByRole('button', { name: 'Continue' }).click();

  const heading = page.getByRole('heading', { name: /^Parcel SC\d{8} is created$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText(`${total} is held on your balance`)).toBeVisible();
  const held = Number(total.slice(1));
  await expect(page.getByTestId('header-balance')).toHaveText(`$${(100 - held).toFixed(2)}`);
  const number = (await heading.innerText()).match(/SC\d{8}/)![0];

  // The A6 sticker: a real PDF of one A6 page (105 × 148 mm).
  await page.getByRole('button', { name: 'Print the sticker' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'A6' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${number}-a6.pdf`);
  const file = (await download.path())!;
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Page size:\s+297\.6\d* x 419\.5\d* pts/);

  // The operator receives it at the Ukrainian warehouse and sends it to the buyer.
  await page.getByRole('link', { name: 'My parcels' }).click();
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row.getByText('Created')).toBeVisible();
  const { shipments } = (await (
    await callApi(page.request, shipmentsApi.list, { query: { search: number }, token: me.token })
  ).json()) as { shipments: { id: number }[] };
  const id = shipments[0]!.id;
  const received = await callApi(page.request, opsShipmentsApi.receive, {
    params: { id },
    token: me.op,
    body: { weight_kg: 0.5, length_cm: 30, width_cm: 20, height_cm: 10 },
  });
  expect(received.status(), await received.text()).toBe(200);
  const sent = await callApi(page.request, opsShipmentsApi.transition, {
    params: { id },
    token: me.op,
    body: { to: 'transit_ua_buyer' },
  });
  expect(sent.status(), await sent.text()).toBe(200);

  // The seller sees the timeline and the charge.
  await page.reload();
  await expect(row.getByText('On the way to the buyer')).toBeVisible();
  await row.getByRole('button', { name: number }).click();
  await expect(page).toHaveURL(new RegExp(`shipment=${id}`));
  const drawer = page.getByRole('dialog', { name: `Parcel ${number}` });
  const timeline = drawer.getByRole('region', { name: 'Status history' });
  await expect(timeline).toContainText('Created');
  await expect(timeline).toContainText('At the Ukrainian warehouse');
  await expect(timeline).toContainText('On the way to the buyer');
  await expect(drawer.getByText(`${total} was charged`)).toBeVisible();
  await expect(drawer.getByRole('cell', { name: 'Embroidered shirt' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Delete the parcel' })).toHaveCount(0);
  expect.soft(seriousViolations(await axe(page)), 'axe: list and detail').toEqual([]);
  expect(problems).toEqual([]);
});

const catalogue = (language: Language) =>
  JSON.parse(readFileSync(`apps/web/src/features/shipments/locales/${language}.json`, 'utf8')) as {
    form: { address_needed: string };
    validation: Record<string, string>;
  };
const common = (language: Language) =>
  JSON.parse(readFileSync(`apps/web/src/shared/i18n/locales/${language}.json`, 'utf8')) as {
    forms: { required_fields: string; check_data: string };
  };

async function switchLanguage(page: Page, language: Language) {
  const group = page.getByRole('group', { name: /Interface language|Мова інтерфейсу|Язык интерфейса/ });
  await group.getByRole('button', { name: LANGUAGE_BUTTONS[language] }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'ua' ? 'uk' : language);
}

test('each §5 shipping rule of the form speaks the interface language', async ({ page }) => {
  const problems = watchConsole(page);
  // No recipient yet: §5 "an address must exist in the address book before a parcel is created".
  const me = await seller(page.request, '10.00', [BOOK_SENDER]);
  await useLanguage(page, 'en');
  await signInByApi(page, me.email, PASSWORD);
  await page.goto('/shipments/create');
  const submit = page.locator('form button[type="submit"]');
  const summary = page.locator('form [role="alert"]').first();

  for (const language of LANGUAGES) {
    await switchLanguage(page, language);
    await submit.click();
    await expect(summary).toHaveText(common(language).forms.required_fields);
    await expect(page.getByText(catalogue(language).form.address_needed)).toBeVisible();
  }

  // Break the rules once (in English), then read the messages in every language.
  await switchLanguage(page, 'en');
  await choose(page, 'Delivery type', 'Express');
  const item = page.getByRole('group', { name: 'Item 1' });
  await field(item, 'Customs name in English').fill('Вишиванка');
  await page.getByRole('button', { name: 'Add an item' }).click();
  await field(page.getByRole('group', { name: 'Item 2' }), 'Customs name in Ukrainian').fill('Листівка');
  await fillBox(page, ['0.4', '20', '10', '5']);
  for (const language of LANGUAGES) {
    await switchLanguage(page, language);
    await submit.click();
    const { validation } = catalogue(language);
    await expect(summary).toHaveText(common(language).forms.check_data);
    for (const rule of ['latin_only', 'customs_name_both_languages', 'express_box_too_small', 'express_needs_proof']) {
      await expect(page.getByText(validation[rule]!, { exact: true }).first()).toBeVisible();
    }
    const text = await page.locator('body').innerText();
    expect.soft(missingKeyText(text), `${language}: untranslated keys`).toEqual([]);
    expect.soft(foreignWords(text.replace(/Вишиванка|Листівка/g, ''), language), language).toEqual([]);
    expect.soft(seriousViolations(await axe(page)), `${language}: axe`).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test("another seller's parcel answers 404, in the API and in the detail", async ({ page }) => {
  const owner = await seller(page.request, '50.00', [BOOK_SENDER, BOOK_RECIPIENT]);
  const book = (await (
    await callApi(page.request, addressesApi.list, { query: { page: 1, on_page: 100 }, token: owner.token })
  ).json()) as { address_book: { id: number; book_type: string }[] };
  const idOf = (type: string) => book.address_book.find((e) => e.book_type === type)!.id;
  const created = await callApi(page.request, shipmentsApi.create, {
    token: owner.token,
    body: {
      type: 'direct',
      delivery_type: 'small_pack',
      sender_id: idOf('sender'),
      recipient_id: idOf('recipient'),
      box: { weight_kg: 0.3, length_cm: 20, width_cm: 15, height_cm: 5 },
      lines: [{ name_ua: 'Чашка', name_en: 'Cup', quantity: 1, unit_value: '12.00', hs_code: '6912002300' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { shipment } = (await created.json()) as { shipment: { id: number } };

  const other = await seller(page.request, '1.00', []);
  const asOther = { params: { id: shipment.id }, token: other.token };
  expect((await callApi(page.request, shipmentsApi.detail, asOther)).status()).toBe(404);
  expect((await callApi(page.request, shipmentsApi.products, asOther)).status()).toBe(404);
  await useLanguage(page, 'en');
  await signInByApi(page, other.email, PASSWORD);
  await page.goto(`/shipments/list?shipment=${shipment.id}`);
  await expect(page.getByRole('dialog').getByText('No such parcel in your account')).toBeVisible();
  await expect(page.getByText('No parcels match')).toBeVisible();
});
