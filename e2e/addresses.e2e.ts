import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LANGUAGES, registerSeller, signInByApi, useLanguage, watchConsole, type Language } from './support.ts';

const newSeller = (request: APIRequestContext) =>
  registerSeller(request, { prefix: 'addresses', password: 'address-book-1', lastName: 'Koval' });

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A Mantine select: open it, narrow the list by typing, pick the option. */
async function choose(page: Page, label: string, option: string) {
  // A required field's name ends with Mantine's asterisk.
  const input = page.getByRole('combobox', { name: new RegExp(`^${escape(label)}( \\*)?$`) });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page
    .getByRole('option', { name: new RegExp(`^${escape(option)}`) })
    .first()
    .click();
}

test('a seller adds a US recipient and a Ukrainian sender, finds, edits and deletes them', async ({ page }) => {
  const problems = watchConsole(page);
  const seller = await newSeller(page.request);
  await signInByApi(page, seller.email, seller.password);
  await page.goto('/addresses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Address book');
  await expect(page.getByText('Your address book is empty')).toBeVisible();

  // A US recipient: state from the list, ZIP+4, phone in international format.
  await page.getByRole('link', { name: 'Add an address' }).click();
  await expect(page).toHaveURL(/\/addresses\/new$/);
  await field(page, 'First name').fill('John');
  await field(page, 'Last name').fill('Smith');
  await choose(page, 'State', 'New York');
  await field(page, 'City').fill('New York');
  await field(page, 'ZIP code').fill('10001-1234');
  await field(page, 'Street and house').fill('350 Fifth Avenue');
  await field(page, 'Phone').fill('+1 212 555 0100');
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page).toHaveURL(/\/addresses$/);
  await expect(page.getByRole('row', { name: /John Smith/ })).toContainText(
    '350 Fifth Avenue, New York, NY 10001-1234',
  );

  // A Ukrainian company as the default sender: region (oblast) and a 5-digit postcode, in Latin letters.
  await page.getByRole('link', { name: 'Add an address' }).click();
  await page.getByRole('radio', { name: 'Sender' }).check();
  await page.getByRole('radio', { name: 'Company' }).check();
  await choose(page, 'Country', 'Ukraine');
  await field(page, 'Company name').fill('Sunflower Crafts');
  await choose(page, 'Region (oblast)', 'Lviv Oblast');
  await field(page, 'City').fill('Lviv');
  await field(page, 'Postcode').fill('7900');
  await field(page, 'Street and house').fill('Horodotska 1');
  await page.getByRole('checkbox', { name: 'Default sender' }).check();
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(field(page, 'Postcode')).toHaveAccessibleDescription('Enter the postcode as 5 digits');
  await field(page, 'Postcode').fill('79000');
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page).toHaveURL(/\/addresses$/);
  const sender = page.getByRole('row', { name: /Sunflower Crafts/ });
  await expect(sender.getByText('Default sender')).toBeVisible();

  // Filters live in the URL.
  await choose(page, 'Kind', 'Senders');
  await expect(page).toHaveURL(/book_type=sender/);
  await expect(page.getByRole('row', { name: /John Smith/ })).toHaveCount(0);
  await expect(sender).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row', { name: /Sunflower Crafts/ })).toBeVisible();
  await page.goto('/addresses?search=york');
  await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('york');
  await expect(page.getByRole('row', { name: /John Smith/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sunflower/ })).toHaveCount(0);

  // Edit the recipient.
  await page.getByRole('link', { name: 'Edit John Smith' }).click();
  await expect(page).toHaveURL(/\/addresses\/\d+\/edit$/);
  await expect(field(page, 'City')).toHaveValue('New York');
  await field(page, 'City').fill('Albany');
  await field(page, 'ZIP code').fill('12207');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/addresses$/);
  await expect(page.getByRole('row', { name: /John Smith/ })).toContainText('Albany, NY 12207');

  // Delete it, after confirming.
  await page.getByRole('button', { name: 'Delete John Smith' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the address?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The address was deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: /John Smith/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Sunflower Crafts/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a recipient abroad written in Cyrillic gets the Latin-only message in every language', async ({ page }) => {
  const seller = await newSeller(page.request);
  await signInByApi(page, seller.email, seller.password);
  const words: Record<Language, { city: string; save: string; summary: string; latin: string }> = {
    ua: {
      city: 'Місто',
      save: 'Зберегти адресу',
      summary: 'Перевірте правильність введених даних',
      latin: 'Використовуйте лише латинські літери',
    },
    ru: {
      city: 'Город',
      save: 'Сохранить адрес',
      summary: 'Проверьте правильность введённых данных',
      latin: 'Используйте только латинские буквы',
    },
    en: {
      city: 'City',
      save: 'Save the address',
      summary: 'Check the correctness of entered data',
      latin: 'Use Latin letters only',
    },
  };
  for (const language of LANGUAGES) {
    const w = words[language];
    await useLanguage(page, language);
    await page.goto('/addresses/new');
    await page.getByLabel(w.city, { exact: true }).fill('Нью-Йорк');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.summary })).toBeVisible();
    await expect(page.getByLabel(w.city, { exact: true })).toHaveAccessibleDescription(w.latin);
  }
});
