import { expect, test } from '@playwright/test';
import { accountApi } from '@cabinet/contracts/user';
import { callApi, letterTo, registerSeller, signIn, signOut, uniqueEmail } from './support.ts';

test('an owner invites an employee, who joins from the e-mailed link and sees only what was granted', async ({
  page,
  request,
}) => {
  const owner = await registerSeller(request, {
    prefix: 'owner',
    password: 'owner-password-1',
    firstName: 'Marta',
    lastName: 'Owner',
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
  const link = /https?:\/\/\S+\/subaccounts\/accept\?token=[\w-]+/.exec(await letterTo(request, employee))?.[0];
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
    await callApi(request, accountApi.me, {
      token: (await page.evaluate(() => window.localStorage.getItem('token')))!,
    })
  ).json();
  expect(me).toMatchObject({ role: 'member', permissions: ['money.read'] });
});
