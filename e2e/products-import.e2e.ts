import { expect, test } from '@playwright/test';
import { axe, LANGUAGE_BUTTONS, registerSeller, seriousViolations, signInByApi, watchConsole } from './support.ts';

/** Three products as a spreadsheet in a Ukrainian locale saves them; the second lacks its English title. */
const CSV = [
  'Артикул (SKU);Назва українською;Назва англійською;Код УКТЗЕД;Вартість, USD',
  'E2E-RING;Каблучка срібна;Silver ring;7113110000;12,50',
  'E2E-SOAP;Мило;;;3',
  'E2E-SCARF;Шарф вовняний;Wool scarf;;20',
].join('\r\n');

test('a seller downloads the template, imports a csv with one bad row and reads the translated error', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const seller = await registerSeller(request, {
    prefix: 'import',
    password: 'import-password-1',
    firstName: 'Oksana',
    lastName: 'Marchenko',
  });
  await signInByApi(page, seller.email, seller.password);

  // Found through the Account menu.
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Account', { exact: true }).click();
  await menu.getByRole('link', { name: 'Product import' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product import');

  // The template in Ukrainian is a real xlsx (a zip) named for its language.
  await page.getByText('Ukrainian', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Ukrainian' })).toBeChecked();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('products-import-ua.xlsx');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'товари.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${CSV}`) });
  await page.getByRole('button', { name: 'Start import' }).click();
  const status = page
    .getByRole('region', { name: 'Import status' })
    .or(page.locator('[aria-labelledby=import-status-title]'));
  await expect(status.getByTestId('import-status')).toHaveText('Successful');
  await expect(status.getByTestId('import-progress')).toHaveText('3 of 3 rows processed');
  await expect(status.getByText('With errors').locator('xpath=following-sibling::*[1]')).toHaveText('1');
  const journal = page.getByRole('table', { name: 'Row errors' });
  await expect(journal.getByRole('row').nth(1)).toContainText('3');
  await expect(journal.getByRole('row').nth(1)).toContainText('Title in English');
  await expect(journal.getByRole('row').nth(1)).toContainText('Required field');
  expect(seriousViolations(await axe(page))).toEqual([]);

  // In Ukrainian, the journal speaks Ukrainian too (the server translates each error from its code).
  await page
    .getByRole('group', { name: /Interface language/ })
    .getByRole('button', { name: LANGUAGE_BUTTONS.ua })
    .click();
  const journalUa = page.getByRole('table', { name: 'Помилки рядків' });
  await expect(journalUa.getByRole('row').nth(1)).toContainText('Назва англійською');
  await expect(journalUa.getByRole('row').nth(1)).toContainText('Обов’язкове поле');
  expect(problems).toEqual([]);
});
