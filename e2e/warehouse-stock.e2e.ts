import { expect, test } from '@playwright/test';
import { axe, DEMO_SELLER, OPERATOR, seriousViolations, signInByApi, watchConsole } from './support.ts';

test('the demo seller sees its US stock, double-clicks a product into a parcel, and gets a disposal done', async ({
  browser,
  page,
}) => {
  const problems = watchConsole(page);
  await signInByApi(page, DEMO_SELLER.email, DEMO_SELLER.password);

  // The stock, through the menu (§2 Parcels → products in stock at the US warehouse).
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Parcels', { exact: true }).click();
  await menu.getByRole('link', { name: 'Products in stock at the US warehouse' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products in stock at the US warehouse');
  await expect(page.getByTestId('stock-DEMO-004')).toContainText('Blocked');
  await expect(page.getByTestId('stock-DEMO-006')).toContainText('5');
  const tshirt = page.getByTestId('stock-DEMO-003');
  await expect(tshirt.getByRole('cell').nth(3)).toHaveText('22');
  await expect(page.getByText('Double-click a product to add it to a parcel you are creating.')).toBeVisible();
  // Off the menu link just clicked: its hover colours are not what a reader sees.
  await page.getByRole('heading', { level: 1 }).hover();
  expect(seriousViolations(await axe(page))).toEqual([]);

  // A double-click opens the create form with the product as a customs line (§9).
  await tshirt.getByText('Embroidered cotton T-shirt').dblclick();
  await expect(page).toHaveURL(/\/shipments\/create$/);
  await expect(page.getByRole('textbox', { name: 'SKU' })).toHaveValue('DEMO-003');
  await expect(page.getByRole('textbox', { name: /^Customs name in English/ })).toHaveValue(
    'Embroidered cotton T-shirt',
  );
  await expect(page.getByRole('textbox', { name: /^Value per unit/ })).toHaveValue('17.00');

  // Two T-shirts to dispose of.
  await page.goto('/warehouse/disposal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Disposal');
  await page.getByRole('button', { name: 'Request disposal' }).click();
  const dialog = page.getByRole('dialog', { name: 'New disposal request' });
  await dialog.getByRole('textbox', { name: 'Units of DEMO-003 to dispose of' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Comment for the warehouse' }).fill('Stained in transit');
  await expect(dialog.getByText('$0.60 for this request')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send the request' }).click();
  await expect(dialog).toBeHidden();
  const request = page.getByRole('row').filter({ hasText: 'Stained in transit' });
  await expect(request).toContainText('DEMO-003 Embroidered cotton T-shirt × 2');
  await expect(request).toContainText('Pending');
  const id = (await request.getAttribute('data-testid'))!.replace('disposal-', '');

  // The operator approves and completes it on the disposal desk.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  const opsProblems = watchConsole(ops);
  await signInByApi(ops, OPERATOR.email, OPERATOR.password);
  await ops.goto('/ops/disposals');
  const row = ops.getByTestId(`ops-disposal-${id}`);
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(ops.getByText(`Request No. ${id} approved`)).toBeVisible();
  await ops.getByRole('radiogroup', { name: 'Status' }).getByText('Approved', { exact: true }).click();
  await ops.getByTestId(`ops-disposal-${id}`).getByRole('button', { name: 'Complete' }).click();
  // Asked first: what leaves the stock and what the seller pays.
  const complete = ops.getByRole('dialog', { name: `Complete disposal request No. ${id}?` });
  await expect(complete).toContainText('DEMO-003 × 2 leave the seller’s stock, and the fee of $0.60 is charged');
  await complete.getByRole('button', { name: 'Complete' }).click();
  await expect(ops.getByText(`Request No. ${id} completed`)).toBeVisible();
  expect(opsProblems).toEqual([]);
  await opsContext.close();

  // The seller sees it done and the stock down by two.
  await page.reload();
  await expect(page.getByTestId(`disposal-${id}`)).toContainText('Completed');
  await page.goto('/products/warehouse?search=DEMO-003');
  await expect(page.getByTestId('stock-DEMO-003').getByRole('cell').nth(3)).toHaveText('20');
  expect(problems).toEqual([]);
});
