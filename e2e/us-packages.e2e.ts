import { expect, test } from '@playwright/test';
import { suiteNumber } from '@cabinet/contracts/us-suite';
import { axe, OPERATOR, registerSeller, seriousViolations, signInByApi, watchConsole } from './support.ts';

/** A photo of the box: a real one-pixel PNG, so that the browser draws it. */
const BOX_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the warehouse checks in a package with a photo; its seller is told and sees it with the photo', async ({
  browser,
  page,
  request,
}) => {
  const seller = await registerSeller(request, { prefix: 'packages', firstName: 'Olena', lastName: 'Koval' });
  const tracking = `1Z${Date.now()}`;

  // The operator checks it in at the desk: the suite as written on the label, the measures typed in, a photo.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  const opsProblems = watchConsole(ops);
  await signInByApi(ops, OPERATOR.email, OPERATOR.password);
  await ops.goto('/ops/us-packages');
  await expect(ops.getByRole('heading', { level: 1 })).toHaveText('US packages');
  await ops.getByRole('textbox', { name: 'Suite on the label' }).fill(`Suite ${suiteNumber(seller.accountId)}`);
  await ops.getByRole('textbox', { name: 'Carrier' }).fill('UPS');
  await ops.getByRole('textbox', { name: 'Tracking number' }).fill(tracking);
  // Nothing is assumed: the measures start empty, and the form will not go without them or a photo.
  await expect(ops.getByRole('textbox', { name: 'Weight' })).toHaveValue('');
  await ops.getByRole('button', { name: 'Check in' }).click();
  await expect(ops.getByText('Add at least one photo of the package')).toBeVisible();
  await ops.getByRole('textbox', { name: 'Weight' }).fill('1.25');
  await ops.getByRole('textbox', { name: 'Length' }).fill('30');
  await ops.getByRole('textbox', { name: 'Width' }).fill('20');
  await ops.getByRole('textbox', { name: 'Height' }).fill('10.5');
  await ops.getByRole('textbox', { name: 'Contents' }).fill('Sneakers, one pair');
  await ops.locator('input[type=file]').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: BOX_PHOTO });
  await expect(ops.getByRole('button', { name: 'Remove box.png' })).toBeVisible();
  expect(seriousViolations(await axe(ops))).toEqual([]);
  await ops.getByRole('button', { name: 'Check in' }).click();
  await expect(ops.getByText('The package is checked in for Olena Koval.')).toBeVisible();
  const desk = ops.getByTestId(`package-${tracking}`);
  await expect(desk).toContainText(seller.email);
  await expect(desk.getByRole('img', { name: 'Package photo box.png' })).toBeVisible();
  await expect(ops.getByRole('textbox', { name: 'Weight' })).toHaveValue('');
  expect(opsProblems).toEqual([]);
  await opsContext.close();

  // The seller finds it through the menu, with its photo.
  const problems = watchConsole(page);
  await signInByApi(page, seller.email, seller.password);
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // While "My packages" is the section's only item, the section is that link.
  await menu.getByRole('link', { name: 'Purchases' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My packages');
  const row = page.getByTestId(`package-${tracking}`);
  await expect(row).toContainText('UPS');
  await expect(row).toContainText('1.250 kg');
  await expect(row).toContainText('30.0 × 20.0 × 10.5 cm');
  await expect(row).toContainText('Sneakers, one pair');
  const photo = row.getByRole('img', { name: 'Package photo box.png' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.mouse.move(0, 0); // the pointer off the menu link it clicked, as a reader's would be
  expect(seriousViolations(await axe(page))).toEqual([]);
  expect(problems).toEqual([]);
});
