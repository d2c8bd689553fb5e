import { expect, test } from '@playwright/test';
import { OPERATOR, signIn, signOut, uniqueEmail } from './support.ts';

test('an owner invites an employee, who joins from the e-mailed link and sees only what was granted', async ({
  page,
  request,
}) => {
  const owner = { email: uniqueEmail('owner'), password: 'owner-password-1' };
  await request.post('/api/register', {
    data: {
      first_name: 'Marta',
      last_name: 'Owner',
      email: owner.email,
      phone: '+380501113355',
      password: owner.password,
      language: 'en',
      user_type: 'individual',
      itn: '2312345678',
      accept_agreement: true,
    },
  });
  await page.goto('/login?cameFrom=%2Fsubaccounts');
  await signIn(page, owner.email, owner.password);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sub-accounts');
  await page.getByRole('link', { name: 'Invite an employee' }).click();

  const employee = uniqueEmail('employee');
  await page.getByLabel('First name').fill('Ivan');
  await page.getByLabel('Last name').fill('Petrenko');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(employee);
  await page.getByRole('checkbox', { name: 'View: Balance and payments' }).check();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page).toHaveURL(/\/subaccounts$/);
  await expect(page.getByRole('row', { name: /Ivan Petrenko/ })).toBeVisible();

  // The invitation letter is in the sandbox outbox, which operators read.
  const op = await (
    await request.post('/api/auth/web/', { data: { login: OPERATOR.email, password: OPERATOR.password } })
  ).json();
  const outbox = await (
    await request.get(`/api/ops/outbox?to=${encodeURIComponent(employee)}`, { headers: { 'API-KEY': op.token } })
  ).json();
  const link = /https?:\/\/\S+\/subaccounts\/accept\?token=[\w-]+/.exec(outbox.messages[0].text)?.[0];
  expect(link).toBeDefined();

  await signOut(page);
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password').fill('employee-password-1');
  await page.getByLabel('Repeat the password').fill('employee-password-1');
  await page.getByRole('button', { name: 'Set the password and join' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A member without sub-account rights has no such menu item, and the page explains instead of acting.
  await page
    .getByRole('button', { name: /Account/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Sub-accounts' })).toHaveCount(0);
  const me = await (
    await request.get('/api/user/', {
      headers: { 'API-KEY': (await page.evaluate(() => window.localStorage.getItem('token')))! },
    })
  ).json();
  expect(me).toMatchObject({ role: 'member', permissions: ['money.read'] });
});
