import { expect, test } from '@playwright/test';
import { OPERATOR, signIn, uniqueEmail } from './support.ts';

test('a seller who forgot the password restores it from the e-mailed link', async ({ page, request }) => {
  const email = uniqueEmail('restore');
  await request.post('/api/register', {
    data: {
      first_name: 'Ivan',
      last_name: 'Franko',
      email,
      phone: '+380501112244',
      password: 'old-password-1',
      language: 'en',
      user_type: 'individual',
      itn: '2212345678',
      accept_agreement: true,
    },
  });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/login\/forgotten$/);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText('Check your mail')).toBeVisible();

  // The sandbox mail provider keeps letters in the outbox, which operators can read.
  const op = await (
    await request.post('/api/auth/web/', { data: { login: OPERATOR.email, password: OPERATOR.password } })
  ).json();
  const outbox = await (
    await request.get(`/api/ops/outbox?to=${encodeURIComponent(email)}`, { headers: { 'API-KEY': op.token } })
  ).json();
  const link = /https?:\/\/\S+\/restore-password\?token=[\w-]+/.exec(outbox.messages[0].text)?.[0];
  expect(link).toBeDefined();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password').fill('new-password-22');
  await page.getByLabel('Repeat the password').fill('new-password-22');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, email, 'new-password-22');
  await expect(page).toHaveURL(/\/dashboard$/);
});
