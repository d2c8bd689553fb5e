import { expect, test } from '@playwright/test';
import { letterTo, registerSeller, signIn } from './support.ts';

test('a seller who forgot the password restores it from the e-mailed link', async ({ page, request }) => {
  const { email } = await registerSeller(request, {
    prefix: 'restore',
    password: 'old-password-1',
    firstName: 'Ivan',
    lastName: 'Franko',
  });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/login\/forgotten$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Check your mail')).toBeVisible();

  // The sandbox mail provider keeps letters in the outbox, which operators can read.
  const link = /https?:\/\/\S+\/restore-password\?token=[\w-]+/.exec(await letterTo(request, email))?.[0];
  expect(link).toBeDefined();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password').fill('new-password-22');
  await page.getByLabel('Repeat the password').fill('new-password-22');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, 'new-password-22');
  await expect(page).toHaveURL(/\/dashboard$/);
});
