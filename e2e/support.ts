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

/** What functions run inside the page use (this tsconfig has no DOM library). */
export type InPage = {
  localStorage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
  };
  document: { documentElement: { scrollWidth: number } };
  innerWidth: number;
};

export const LANGUAGES = ['ua', 'ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The accessible names of the header language switch buttons (each in its own language). */
export const LANGUAGE_BUTTONS: Record<Language, string> = { ua: 'Українська', ru: 'Русский', en: 'English' };
/** The 404 page's heading in each language: a route that is not built yet shows it. */
export const NOT_FOUND_TITLES = ['Page not found', 'Сторінку не знайдено', 'Страница не найдена'];

/** Choose the interface language before any page script runs (what the switch remembers, §9). */
export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lng) => (globalThis as unknown as InPage).localStorage.setItem('language', lng), language);
}

/** Sign in through the API and hand the token to the app the way it keeps it (localStorage `token`). */
export async function signInByApi(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/web/', { data: { login: email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const { token } = (await res.json()) as { token?: string };
  expect(token, 'the account has no second factor, so one step gives a token').toBeTruthy();
  await page.addInitScript((t) => (globalThis as unknown as InPage).localStorage.setItem('token', t), token as string);
}

/**
 * Visible text that looks like an i18n key nobody translated ("profile.submit", "shell.menu.home") or a
 * placeholder nobody filled ("{{count}}"). Dotted words inside e-mail addresses, host names and paths are not
 * keys: a candidate touching '@', '/', '-', '.' or a letter/digit on either side is skipped, and so are
 * abbreviations ("e.g."): every part of a key has at least two characters.
 */
const KEY_LIKE = /(?<![\w@/.:-])[a-z][a-z0-9_]+(?:\.[a-z0-9_]{2,})+(?![\w@/-]|\.\w)/g;
export function missingKeyText(text: string): string[] {
  const hits = [...text.matchAll(KEY_LIKE)].map((m) => m[0]);
  const placeholders = text.match(/\{\{[^}]*\}\}/g) ?? [];
  return [...new Set([...hits, ...placeholders])];
}

/**
 * Words of the fallback language leaking into a page: Russian-only letters on a Ukrainian page, Ukrainian-only
 * letters on a Russian page, any Cyrillic on an English page — what a missing key looks like with fallbackLng.
 */
const FOREIGN_LETTERS: Record<Language, RegExp> = {
  ua: /[\p{L}'’-]*[ыэъёЫЭЪЁ][\p{L}'’-]*/gu,
  ru: /[\p{L}'’-]*[іїєґІЇЄҐ][\p{L}'’-]*/gu,
  en: /[\p{L}'’-]*[\u0400-\u04FF][\p{L}'’-]*/gu,
};
export function foreignWords(text: string, language: Language): string[] {
  // A language's own name is written in that language everywhere (the switch, the account's language).
  const ownNames = new Set<string>(Object.values(LANGUAGE_BUTTONS));
  return [...new Set(text.match(FOREIGN_LETTERS[language]) ?? [])].filter((word) => !ownNames.has(word));
}

/** axe violations that matter for the bar, formatted so that a failure names the rule and the elements. */
type AxeNode = { target: unknown[]; html: string; any: { data?: unknown }[] };
export function seriousViolations(results: {
  violations: { id: string; impact?: string | null; help: string; nodes: AxeNode[] }[];
}): string[] {
  const where = (n: AxeNode) => {
    const target = n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' ');
    const contrast = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
    const colours = contrast?.contrastRatio
      ? ` [${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}:1]`
      : '';
    return `${target} ${n.html.slice(0, 100)}${colours}`;
  };
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map(where).join(' | ')}`);
}
