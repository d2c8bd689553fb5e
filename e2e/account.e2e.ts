import { expect, test } from '@playwright/test';
import { registerSeller, signIn, signOut, watchConsole } from './support.ts';

test('a new seller edits the profile, saves passport data, changes the password and reads the notification', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const password = 'journey-password-1';
  const newPassword = 'journey-password-2';

  // Registration itself has its own journey: here it is one API call.
  const { email } = await registerSeller(page.request, {
    prefix: 'account',
    password,
    firstName: 'Taras',
    lastName: 'Shevchenko',
  });

  await page.goto('/login');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const header = page.getByRole('banner');
  await expect(header).toContainText('Taras Shevchenko');

  // Profile: a new first name shows in the header and on the account page.
  await page.goto('/account/edit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit profile');
  await page.getByLabel('First name').fill('Lesya');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile saved')).toBeVisible();
  await expect(header).toContainText('Lesya Shevchenko');
  await page.goto('/account');
  await expect(page.getByRole('main')).toContainText('Lesya Shevchenko');

  // Passport data: saved, kept after a reload, summarised on the account page.
  await page.goto('/settings/account-passport-info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passport data');
  await page.getByLabel('Passport series and number').fill('AB123456');
  await page.getByLabel('Tax number').fill('3012345678');
  await page.getByLabel('Issued by').fill('Kyiv migration service 8031');
  await page.getByLabel('Issue date').fill('2015-06-01');
  await page.getByLabel('Date of birth').fill('1990-02-03');
  await page.getByRole('button', { name: 'Save passport data' }).click();
  await expect(page.getByText('Passport data saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Passport series and number')).toHaveValue('AB123456');
  await expect(page.getByLabel('Issued by')).toHaveValue('Kyiv migration service 8031');
  await page.goto('/account');
  await expect(page.getByRole('main')).toContainText('AB123456');

  // Password: changed here, then the new one signs in and the old one does not.
  await page.goto('/settings/change-password');
  await page.getByRole('textbox', { name: 'Current password' }).fill(password);
  await page.getByRole('textbox', { name: 'New password' }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await signOut(page);
  await signIn(page, email, password);
  await expect(page.getByText('Wrong e-mail or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The notification centre has the security notice; "Read all" asks first, then clears the "New" marks.
  await page.goto('/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  const notice = list.getByRole('listitem', { name: 'Password changed' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('New');
  await page.getByRole('button', { name: 'Read all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark every notification as read?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Notifications marked as read: \d+\./)).toBeVisible();
  await expect(notice).not.toContainText('New');
  await expect(list.locator('[data-seen="false"]')).toHaveCount(0);

  await signOut(page);
  expect(problems).toEqual([]);
});
