import { expect, test } from '@playwright/test';
import { OPERATOR, signIn, signInByApi, uniqueEmail, watchConsole } from './support.ts';

/*
 * Issue 23, roles: the administrator adds a warehouse clerk, who signs in to the warehouse desks only; a money desk
 * says in words that the role does not include it.
 */
test('an administrator adds a warehouse clerk, who works at the warehouse desks and not at the money ones', async ({
  page,
  browser,
}) => {
  const problems = watchConsole(page);
  const clerk = { email: uniqueEmail('clerk'), password: 'warehouse-clerk-1' };
  await signInByApi(page, OPERATOR.email, OPERATOR.password);
  await page.goto('/ops/operators');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Operators');

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add the operator' }) });
  await form.getByRole('textbox', { name: 'First name' }).fill('Taras');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Melnyk');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(clerk.email);
  await form.getByLabel('New password', { exact: true }).fill(clerk.password);
  await form.getByLabel('Repeat the password').fill(clerk.password);
  await form.getByRole('checkbox', { name: 'Warehouse' }).check();
  await form.getByRole('button', { name: 'Add the operator' }).click();
  await expect(page.getByText(`Operator ${clerk.email} added`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: clerk.email });
  await expect(row.getByRole('checkbox', { name: 'Warehouse' })).toBeChecked();
  await expect(row.getByRole('checkbox', { name: 'Finance' })).not.toBeChecked();

  // The clerk, in a browser of their own.
  const clerkPage = await browser.newPage({ locale: 'en-US', reducedMotion: 'reduce' });
  const clerkProblems = watchConsole(clerkPage);
  await clerkPage.goto('/login?cameFrom=%2Fops');
  await signIn(clerkPage, clerk.email, clerk.password);
  // The back office's first page says what waits at the desks the role opens: the clerk's, not the money's.
  await expect(clerkPage).toHaveURL(/\/ops$/);
  await expect(clerkPage.getByRole('heading', { level: 2, name: 'Parcels to receive' })).toBeVisible();
  await expect(clerkPage.getByRole('heading', { level: 2, name: 'Withdrawals to pay' })).toHaveCount(0);
  const menu = clerkPage.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Shipments' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Withdrawals' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Operators' })).toHaveCount(0);

  await clerkPage.goto('/ops/withdrawals');
  await expect(clerkPage.getByText('Your back-office role does not include this action')).toBeVisible();
  expect(problems).toEqual([]);
  expect(clerkProblems).toEqual([]);
  await clerkPage.close();
});
