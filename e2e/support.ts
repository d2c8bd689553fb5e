import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

export const DEMO_SELLER = { email: 'demo@seller-cabinet.test', password: 'demo-seller-2026' };
export const OPERATOR = { email: 'operator@seller-cabinet.test', password: 'operator-2026' };

export const uniqueEmail = (prefix = 'seller') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** A TOTP code from oathtool — an implementation independent of ours — for now plus `offsetSeconds`. */
export function totp(secret: string, offsetSeconds = 0): string {
  const when = new Date(Date.now() + offsetSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return execFileSync('oathtool', ['--totp', '-b', `--now=${when}`, secret], { encoding: 'utf8' }).trim();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
}

/**
 * Console errors and uncaught exceptions of the page. Chromium logs every 4xx answer as "Failed to load resource";
 * those are answers the app handles (a wrong password), not faults, so they are left out.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (
      msg.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())
    ) {
      problems.push(msg.text());
    }
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return problems;
}
