import { expect, test } from '@playwright/test';
import { registerSeller, signIn, signOut, totp } from './support.ts';

test('a seller turns on two-factor, signs in with a code, and a replayed code is refused', async ({
  page,
  request,
}) => {
  const password = 'journey-password-2';
  const { email } = await registerSeller(request, {
    prefix: 'twofa',
    password,
    firstName: 'Lesia',
    lastName: 'Ukrainka',
  });

  await page.goto('/login?cameFrom=%2Fsettings%2F2fa');
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/settings\/2fa$/);
  await page.getByRole('link', { name: 'Turn on' }).click();
  await expect(page).toHaveURL(/\/settings\/2fa\/init$/);
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = (await page.locator('[aria-labelledby="manual-key-label"]').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/settings\/2fa\/add$/);
  await page.getByLabel('Verification code').fill(totp(secret));
  await page.getByRole('button', { name: 'Turn on 2FA' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication is on' })).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);

  await signOut(page);
  await signIn(page, email, password);
  // The confirming code's time step is used up: take the next one (the server accepts one step of drift).
  const code = totp(secret, 30);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page);
  await signIn(page, email, password);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The code is wrong or has already been used')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
