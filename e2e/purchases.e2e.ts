import { expect, test, type Browser, type Page } from '@playwright/test';
import { balanceOf, fundedSeller, OPERATOR, signInByApi, watchConsole } from './support.ts';

/** A page in a browser context of its own, signed in. */
async function pageOf(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInByApi(page, who.email, who.password);
  return page;
}

test('buy for me: the seller requests a purchase, the operator quotes it, the seller pays, the operator buys it with the order number and tracking, and the seller sees it bought', async ({
  browser,
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const seller = await fundedSeller(request, '200.00', { prefix: 'buyer', firstName: 'Iryna', lastName: 'Bondar' });
  await signInByApi(page, seller.email, seller.password);

  // The seller asks for two pairs of boots from a US shop, reached from the menu.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Your US address' }).getByText(/^Suite \d{3}-\d{3}$/)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Purchases', { exact: true }).click();
  await page.getByRole('link', { name: 'New purchase' }).click();
  await expect(page).toHaveURL(/\/buy\/new$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New purchase');
  await page.getByRole('textbox', { name: 'Link to the item' }).fill('https://shop.example.com/boots');
  await page.getByRole('textbox', { name: 'Item name' }).fill('Leather boots');
  await page.getByRole('textbox', { name: 'Options' }).fill('size 42, black');
  await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page).toHaveURL(/\/buy\/purchases\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByTestId('purchase-status')).toContainText('New');

  // The operator accepts it and quotes $40 a pair, $6.40 tax and $10 shipping (fee $5: total $101.40).
  const ops = await pageOf(browser, OPERATOR);
  await ops.goto('/ops/purchases');
  await expect(ops.getByRole('heading', { level: 1 })).toHaveText('Purchases');
  await ops.getByTestId(`ops-purchase-${id}`).getByRole('link').click();
  await expect(ops.getByText(seller.email)).toBeVisible();
  await ops.getByRole('combobox', { name: 'Change the status to' }).click();
  await ops.getByRole('option', { name: 'Accepted' }).click();
  await ops.getByRole('button', { name: 'Change the status', exact: true }).click();
  await ops.getByRole('dialog').getByRole('button', { name: 'Change the status' }).click();
  await ops.getByRole('textbox', { name: 'Leather boots × 2: price per item' }).fill('40');
  await ops.getByRole('textbox', { name: 'US sales tax' }).fill('6.40');
  await ops.getByRole('textbox', { name: 'Shipping in the US' }).fill('10');
  await ops.getByRole('button', { name: 'Send the quote' }).click();
  await expect(ops.getByTestId('purchase-status')).toContainText('Waiting for payment');

  // The seller sees the quote and pays it from the balance: the money is reserved.
  await page.reload();
  await expect(page.getByText('To pay: $101.40')).toBeVisible();
  await page.getByRole('button', { name: 'Pay from the balance' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByTestId('purchase-status')).toContainText('Paid');
  expect(await balanceOf(request, seller.token)).toMatchObject({
    available: { amount: '98.60' },
    will_be_removed: { amount: '101.40' },
  });

  // The operator buys at the shop and enters its order number and tracking.
  await ops.reload();
  await ops.getByRole('textbox', { name: 'Shop order number' }).fill('BOOTS-7781');
  await ops.getByRole('textbox', { name: 'Tracking number' }).fill('1Z999AA10123456784');
  await ops.getByRole('button', { name: 'Mark as bought' }).click();
  await expect(ops.getByTestId('purchase-status')).toContainText('Bought');

  // The seller sees it bought, with the shop's order and tracking; the reserve is charged.
  await page.reload();
  await expect(page.getByTestId('purchase-status')).toContainText('Bought');
  await expect(page.getByText('BOOTS-7781')).toBeVisible();
  await expect(page.getByText('1Z999AA10123456784')).toBeVisible();
  expect(await balanceOf(request, seller.token)).toMatchObject({
    available: { amount: '98.60' },
    will_be_removed: { amount: '0.00' },
  });
  await page.goto('/buy/purchases');
  await expect(page.getByTestId(`purchase-${id}`).getByText('Bought')).toBeVisible();
  expect(problems).toEqual([]);
});
