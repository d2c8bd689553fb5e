import { expect, test } from '@playwright/test';
import { suiteNumber } from '@cabinet/contracts/us-suite';
import { axe, balanceOf, fundedSeller, OPERATOR, seriousViolations, signInByApi, watchConsole } from './support.ts';

/** A photo of the box: a real one-pixel PNG, so that the browser draws it. */
const BOX_PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the warehouse checks in a package with a photo; its seller sees it with the photo and has it inspected', async ({
  browser,
  page,
  request,
}) => {
  const seller = await fundedSeller(request, '20.00', { prefix: 'packages', firstName: 'Olena', lastName: 'Koval' });
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
  await menu.getByText('Purchases', { exact: true }).click();
  await menu.getByRole('link', { name: 'My packages' }).click();
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

  // The seller asks for an inspection: $5.00 is held until the warehouse has done it, then charged.
  await row.getByRole('button', { name: `Extra services for package ${tracking}` }).click();
  const dialog = page.getByRole('dialog', { name: `Extra services for package ${tracking}` });
  await dialog.getByRole('button', { name: 'Ask for Inspection' }).click();
  await expect(dialog.getByText('Waiting').first()).toBeVisible();
  expect(seriousViolations(await axe(page, '[role=dialog]'))).toEqual([]);
  expect((await balanceOf(request, seller.token)).will_be_removed?.amount).toBe('5.00');
  const servicesContext = await browser.newContext();
  const warehouse = await servicesContext.newPage();
  await signInByApi(warehouse, OPERATOR.email, OPERATOR.password);
  await warehouse.goto('/ops/us-packages');
  await warehouse.getByRole('button', { name: `Mark Inspection for ${tracking} done` }).click();
  await expect(warehouse.getByText(`Inspection for package ${tracking} is done; the price was charged.`)).toBeVisible();
  await servicesContext.close();
  expect(await balanceOf(request, seller.token)).toMatchObject({
    balance: { amount: '15.00' },
    will_be_removed: { amount: '0.00' },
  });
  expect(problems).toEqual([]);
});

/** The shop's invoice as a PDF: the server judges it by its first bytes. */
const INVOICE = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

test('a package without a suite waits in the pool; a seller claims it with the invoice, the desk matches it', async ({
  browser,
  page,
  request,
}) => {
  const seller = await fundedSeller(request, '20.00', {
    prefix: 'lost-orders',
    firstName: 'Taras',
    lastName: 'Melnyk',
  });
  const tracking = `9400${Date.now()}`;
  const tail = tracking.slice(-4);

  // The operator checks it in with no suite: it is unidentified.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  const opsProblems = watchConsole(ops);
  await signInByApi(ops, OPERATOR.email, OPERATOR.password);
  await ops.goto('/ops/us-packages');
  await ops.getByRole('textbox', { name: 'Carrier' }).fill('USPS');
  await ops.getByRole('textbox', { name: 'Tracking number' }).fill(tracking);
  for (const [field, value] of [
    ['Weight', '0.8'],
    ['Length', '25'],
    ['Width', '15'],
    ['Height', '5'],
  ] as const) {
    await ops.getByRole('textbox', { name: field }).fill(value);
  }
  await ops.getByRole('textbox', { name: 'Contents' }).fill('Phone case');
  await ops.locator('input[type=file]').setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: BOX_PHOTO });
  await expect(ops.getByRole('button', { name: 'Remove label.png' })).toBeVisible();
  await ops.getByRole('button', { name: 'Check in' }).click();
  await expect(ops.getByText('The package is checked in as unidentified.')).toBeVisible();

  // The seller finds it among the unidentified purchases — no full tracking, a blurred label — and claims it.
  const problems = watchConsole(page);
  await signInByApi(page, seller.email, seller.password);
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Purchases', { exact: true }).click();
  await menu.getByRole('link', { name: 'Unidentified purchases' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unidentified purchases');
  const row = page.getByRole('row').filter({ hasText: `tracking ends in …${tail}` });
  await expect(row).not.toContainText(tracking);
  await expect(
    row.getByRole('img', { name: `Blurred label photo of the package with tracking ending in ${tail}` }),
  ).toBeVisible();
  await row.getByRole('button', { name: `Claim the USPS package ending in ${tail}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Shop order number' }).fill('112-7788');
  await dialog.getByRole('textbox', { name: 'Full tracking number' }).fill(tracking);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: INVOICE });
  await expect(dialog.getByRole('button', { name: 'Remove invoice.pdf' })).toBeVisible();
  expect(seriousViolations(await axe(page, '[role=dialog]'))).toEqual([]);
  await dialog.getByRole('button', { name: 'Send claim' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Your claim is under review');

  // The desk opens the claim and approves it: the package is the seller's, the $5.00 fee charged.
  await ops.goto('/ops/us-packages?claims=pending');
  const claim = ops.getByTestId(`claim-${tracking}`);
  await expect(claim).toContainText(seller.email);
  await expect(claim.getByRole('button', { name: 'invoice.pdf' })).toBeVisible();
  await claim.getByRole('button', { name: `Approve the claim on ${tracking}` }).click();
  await expect(ops.getByText(`Package ${tracking} now belongs to Taras Melnyk`)).toBeVisible();
  expect(opsProblems).toEqual([]);
  await opsContext.close();
  expect((await balanceOf(request, seller.token)).balance?.amount).toBe('15.00');

  // It is among the seller's packages, with its photo.
  await menu.getByRole('link', { name: 'My packages' }).click();
  const mine = page.getByTestId(`package-${tracking}`);
  await expect(mine).toContainText('Phone case');
  await expect(mine.getByRole('img', { name: 'Package photo label.png' })).toBeVisible();
  await page.mouse.move(0, 0);
  expect(seriousViolations(await axe(page))).toEqual([]);
  expect(problems).toEqual([]);
});
