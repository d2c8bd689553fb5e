import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { registerSeller, signInByApi, useLanguage, watchConsole } from './support.ts';

const SMARTPHONES = '8517130000';

/** A real photo-sized PNG the server resizes into a 1200 px picture and a 240 px thumbnail. */
async function photoFile(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'products-e2e-')), 'phone.png');
  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f5d8a' } })
    .png()
    .toBuffer();
  writeFileSync(path, png);
  return path;
}

test('a seller creates a product with both names, an HS code and a picture, and sees it in the list', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const seller = await registerSeller(page.request, {
    prefix: 'products',
    password: 'products-password-1',
    firstName: 'Taras',
    lastName: 'Melnyk',
  });
  await useLanguage(page, 'en');
  await signInByApi(page, seller.email, seller.password);

  await page.goto('/products');
  await expect(page.getByRole('heading', { level: 1, name: 'My products' })).toBeVisible();
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/[?&]product=new/);
  const drawer = page.getByRole('dialog', { name: 'New product' });

  await drawer.getByRole('textbox', { name: 'Title in Ukrainian' }).fill('Смартфон демонстраційний');
  await drawer.getByRole('textbox', { name: 'Title in English' }).fill('Demo smartphone');
  await drawer.getByRole('textbox', { name: /^SKU/ }).fill('PHONE-1');
  // Without a picture the form says what §8 says, and sends nothing.
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer.getByText('Add at least one image')).toBeVisible();

  const picker = drawer.getByRole('combobox', { name: /^HS code/ });
  await picker.fill('8517');
  await page.getByRole('option', { name: new RegExp(`^${SMARTPHONES} `) }).click();
  await expect(picker).toHaveValue(new RegExp(`^${SMARTPHONES} `));

  await drawer.locator('input[type=file]').setInputFiles(await photoFile());
  await expect(drawer.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Create' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/product=/);

  const row = page.getByTestId('product-PHONE-1');
  await expect(row).toContainText('Смартфон демонстраційний');
  await expect(row).toContainText('Demo smartphone');
  await expect(row).toContainText(SMARTPHONES);
  // The thumbnail comes through the owner-only image route (fetched with the session's key).
  const thumb = row.getByRole('img', { name: 'Demo smartphone' });
  await expect(thumb).toBeVisible();
  expect(await thumb.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(240);
  expect(problems).toEqual([]);
});
