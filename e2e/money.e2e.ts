import { expect, test } from '@playwright/test';
import { OPERATOR, registerSeller, signIn, signInByApi, watchConsole } from './support.ts';

test('an operator credits a seller from the back office; the seller sees it in the header, the logs and the dashboard', async ({
  browser,
  request,
}) => {
  const seller = await registerSeller(request, {
    prefix: 'money',
    password: 'money-password-1',
    firstName: 'Oksana',
    lastName: 'Balance',
  });

  // The operator signs in through the same login page and lands in the back office.
  const opContext = await browser.newContext();
  const opPage = await opContext.newPage();
  const opProblems = watchConsole(opPage);
  await opPage.goto('/login');
  await signIn(opPage, OPERATOR.email, OPERATOR.password);
  await expect(opPage).toHaveURL(/\/ops$/);
  await expect(opPage.getByRole('heading', { level: 1 })).toHaveText('What waits');
  await opPage
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Sellers and balances' })
    .click();
  await expect(opPage.getByRole('heading', { level: 1 })).toHaveText('Sellers and balances');
  await opPage.getByLabel('Search').fill(seller.email);
  await opPage.getByRole('button', { name: 'Find' }).click();
  await expect(opPage).toHaveURL(/search=/);
  await opPage
    .getByRole('row', { name: new RegExp(seller.email) })
    .getByRole('link', { name: 'Oksana Balance' })
    .click();
  // The seller's page is named by the seller, never by the account's number.
  await expect(opPage.getByRole('heading', { level: 1 })).toHaveText('Oksana Balance');
  await expect(opPage.getByText(`Account No.\u00a0${seller.accountId} · ${seller.email}`)).toBeVisible();

  await opPage.getByLabel('Amount, USD').fill('50');
  await opPage.getByLabel('Reason').fill('Welcome bonus');
  await opPage.getByRole('button', { name: 'Post' }).click();
  await opPage.getByRole('dialog').getByRole('button', { name: 'Credit' }).click();
  await expect(opPage.getByText('Posted: $50.00')).toBeVisible();
  await expect(opPage.getByTestId('balance-available')).toHaveText('$50.00');

  // A debit above the balance is refused with the server's words, and changes nothing.
  await opPage
    .locator('label')
    .filter({ hasText: /^Debit$/ })
    .click();
  await opPage.getByLabel('Amount, USD').fill('80');
  await opPage.getByLabel('Reason').fill('Too much');
  await opPage.getByRole('button', { name: 'Post' }).click();
  await opPage.getByRole('dialog').getByRole('button', { name: 'Debit' }).click();
  await expect(opPage.getByRole('alert').filter({ hasText: 'Insufficient funds on the balance' })).toBeVisible();
  await expect(opPage.getByTestId('balance-available')).toHaveText('$50.00');
  expect(opProblems).toEqual([]);

  // The seller's side.
  const page = await (await browser.newContext()).newPage();
  const problems = watchConsole(page);
  await signInByApi(page, seller.email, seller.password);
  await page.goto('/dashboard');
  await expect(page.getByTestId('header-balance')).toHaveText('$50.00');
  await expect(page.getByTestId('dashboard-balance')).toHaveText('$50.00');
  await expect(page.getByRole('region', { name: 'Recent activity' }).getByText('Credit by support')).toBeVisible();

  await page.getByTestId('header-balance').click();
  await expect(page).toHaveURL(/\/balance-log$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Balance log');
  const row = page.getByRole('row', { name: /Credit by support/ });
  await expect(row).toContainText('Welcome bonus');
  await expect(row).toContainText('$50.00');

  // The kind filter lives in the URL and survives a reload.
  await page.getByRole('combobox', { name: 'Operation' }).click();
  await page.getByRole('option', { name: 'Withdrawal', exact: true }).click();
  await expect(page).toHaveURL(/kind=withdrawal/);
  await expect(page.getByText('No operations for these filters')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No operations for these filters')).toBeVisible();
  await page.goto('/balance-log');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('balance-log.csv');
  const csv = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toContain('Credit by support,Welcome bonus,50.00,50.00,USD');

  await page.goto('/money-hold-log');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frozen funds log');
  await page.goto('/account');
  await expect(page.getByTestId('balance-available')).toHaveText('$50.00');
  expect(problems).toEqual([]);
  await opContext.close();
});
