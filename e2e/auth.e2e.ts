import { expect, test } from '@playwright/test';
import { accountApi } from '@cabinet/contracts/user';
import { signIn, signInByApi, signOut, uniqueEmail, watchConsole } from './support.ts';

test('a new seller registers, lands on the dashboard, signs out and in again', async ({ page }) => {
  const problems = watchConsole(page);
  const email = uniqueEmail();
  const password = 'journey-password-1';

  await page.goto('/register');
  await page.getByLabel('First name').fill('Taras');
  await page.getByLabel('Last name').fill('Shevchenko');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Phone').fill('+380671234567');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel(/Tax number/).fill('3012345678');
  await page.getByLabel('I accept the user agreement').check();
  await page.getByRole('button', { name: 'Create the account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Taras');

  await signOut(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?cameFrom=%2Fdashboard/);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Taras');

  // A signed-in seller who opens the sign-in or registration page goes home.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);
  expect(problems).toEqual([]);
});

test('registration shows what is missing, per field, and creates nothing', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create the account' }).click();
  await expect(page.getByText('Fill in required fields').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'demo@seller-cabinet.test', 'not-the-password');
  await expect(page.getByText('Wrong e-mail or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a deep link opened while signed out leads back there after sign-in', async ({ page }) => {
  await page.goto('/settings/2fa');
  await expect(page).toHaveURL(/\/login\?cameFrom=%2Fsettings%2F2fa/);
  await signIn(page, 'demo@seller-cabinet.test', 'demo-seller-2026');
  await expect(page).toHaveURL(/\/settings\/2fa$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-factor authentication');
  await signOut(page);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('a passing failure to load the user keeps the session: the cabinet says so and opens on Try again', async ({
  page,
}) => {
  await signInByApi(page, 'demo@seller-cabinet.test', 'demo-seller-2026');
  let refused = 0;
  await page.route(`**/api${accountApi.me.path}`, async (route) => {
    if (refused > 0) return route.fallback();
    refused += 1;
    // A long Retry-After, so that the screen's own next try does not come before the button.
    await route.fulfill({
      status: 429,
      headers: { 'retry-after': '120' },
      contentType: 'application/json',
      body: JSON.stringify({ code: 'rate_limited', message: 'Too many requests. Try again in a minute' }),
    });
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The cabinet cannot be reached');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Olena');
  expect(refused).toBe(1);
});
