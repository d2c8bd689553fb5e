import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import {
  fillPath,
  queryString,
  type BodyIn,
  type EndpointDefinition,
  type ParamsIn,
  type QueryIn,
} from '@cabinet/contracts/endpoint';
import { authApi } from '@cabinet/contracts/auth';
import { addressesApi } from '@cabinet/contracts/addresses';
import { balanceApi } from '@cabinet/contracts/money';
import { moneyOpsApi } from '@cabinet/contracts/money-ops';
import { opsApi } from '@cabinet/contracts/ops';
import { accountApi } from '@cabinet/contracts/user';

export const DEMO_SELLER = { email: 'demo@seller-cabinet.test', password: 'demo-seller-2026' };
export const OPERATOR = { email: 'operator@seller-cabinet.test', password: 'operator-2026' };

type FetchOptions = NonNullable<Parameters<APIRequestContext['fetch']>[1]>;

/**
 * What a journey sends to one operation of the endpoint table (packages/contracts endpoint.ts): the path and method
 * come from the table, as in the web app's `call` and the API tests' `t.call`, so no journey spells a route. `body` is
 * typed by the operation's schema; `payload` is the escape hatch for what the table does not describe (a forged
 * webhook's raw text). Params and query are loose: journeys pass ids as they read them.
 */
export interface CallOptions<E> {
  params?: Partial<ParamsIn<E>> | Record<string, unknown>;
  query?: Partial<QueryIn<E>> | Record<string, unknown>;
  body?: BodyIn<E>;
  payload?: FetchOptions['data'];
  multipart?: FetchOptions['multipart'];
  /** The session's API-KEY token. */
  token?: string;
  headers?: Record<string, string>;
}

/** `/api` + the operation's path with its params filled in + the query: what `callApi` requests. */
export function apiUrl(e: EndpointDefinition, options: { params?: object; query?: object } = {}): string {
  return (
    '/api' +
    fillPath(e.path, options.params as Record<string, unknown> | undefined) +
    queryString(options.query as Record<string, unknown> | undefined)
  );
}

/** `callApi(request, addressesApi.create, { body, token })`: one operation of the table through Playwright's request. */
export function callApi<const E extends EndpointDefinition>(
  request: APIRequestContext,
  e: E,
  options: CallOptions<E> = {},
): Promise<APIResponse> {
  const { params, query, body, payload, multipart, token, headers } = options;
  return request.fetch(apiUrl(e, { params, query }), {
    method: e.method,
    headers: { ...headers, ...(token ? { 'API-KEY': token } : {}) },
    ...(body !== undefined || payload !== undefined ? { data: (body ?? payload) as FetchOptions['data'] } : {}),
    ...(multipart ? { multipart } : {}),
  });
}

export const uniqueEmail = (prefix = 'seller') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** A TOTP code from oathtool — an implementation independent of ours — for now plus `offsetSeconds`. */
export function totp(secret: string, offsetSeconds = 0): string {
  const when = new Date(Date.now() + offsetSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return execFileSync('oathtool', ['--totp', '-b', `--now=${when}`, secret], { encoding: 'utf8' }).trim();
}

/** A seller registered through the API: how to sign in as them, their session token and their money account. */
export type Seller = { email: string; password: string; token: string; accountId: number };

export interface NewSeller {
  /** The e-mail's prefix, naming the journey in the database (`money-out-3fa2…@example.com`). */
  prefix?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** Registers a new individual seller (interface language English) through the API. */
export async function registerSeller(request: APIRequestContext, who: NewSeller = {}): Promise<Seller> {
  const email = uniqueEmail(who.prefix);
  const password = who.password ?? 'journey-password-1';
  const res = await callApi(request, accountApi.register, {
    body: {
      first_name: who.firstName ?? 'Olena',
      last_name: who.lastName ?? 'Kovalenko',
      email,
      phone: '+380501112233',
      password,
      language: 'en',
      user_type: 'individual',
      itn: '2312345678',
      accept_agreement: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  const me = await callApi(request, accountApi.me, { token });
  expect(me.status(), await me.text()).toBe(200);
  return { email, password, token, accountId: ((await me.json()) as { account_id: number }).account_id };
}

/** A session token through the API sign-in (an account without a second factor). */
export async function tokenOf(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await callApi(request, authApi.login, { body: { login: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

export const operatorToken = (request: APIRequestContext) => tokenOf(request, OPERATOR);

/**
 * Puts `amount` USD on an account the way the back office does: an operator's credit adjustment (`reason` is what the
 * seller's logs show). `op` is an operator's token when the journey already has one.
 */
export async function credit(
  request: APIRequestContext,
  accountId: number,
  amount: string,
  { op, reason = 'Journey funds' }: { op?: string; reason?: string } = {},
) {
  const res = await callApi(request, moneyOpsApi.adjust, {
    params: { id: accountId },
    token: op ?? (await operatorToken(request)),
    body: { direction: 'credit', amount, reason },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A new seller with `funds` USD on the balance, credited by an operator. */
export async function fundedSeller(request: APIRequestContext, funds: string, who: NewSeller = {}): Promise<Seller> {
  const seller = await registerSeller(request, who);
  await credit(request, seller.accountId, funds);
  return seller;
}

/** The text of the newest letter to `to` in the sandbox mail outbox, which operators read. */
export async function letterTo(request: APIRequestContext, to: string, op?: string): Promise<string> {
  const res = await callApi(request, opsApi.outbox, { query: { to }, token: op ?? (await operatorToken(request)) });
  expect(res.status(), await res.text()).toBe(200);
  const { messages } = (await res.json()) as { messages: { text: string }[] };
  expect(messages.length, `a letter to ${to}`).toBeGreaterThan(0);
  return messages[0]!.text;
}

type Money = { amount: string; currency: string };

/** The account's balance figures (`available`, `held`, …) as the API answers them. */
export async function balanceOf(request: APIRequestContext, token: string) {
  const res = await callApi(request, balanceApi.get, { token });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { available: Money; [figure: string]: Money };
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
  const res = await callApi(page.request, authApi.login, { body: { login: email, password } });
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
/** A file's name ("chat.png", "labels.pdf") a seller uploaded or downloads: shown as it is, not a key. */
const FILE_NAME = /\.(png|jpe?g|gif|webp|pdf|csv|xlsx|txt|zip)$/;
export function missingKeyText(text: string): string[] {
  const hits = [...text.matchAll(KEY_LIKE)].map((m) => m[0]).filter((hit) => !FILE_NAME.test(hit));
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

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type AxeResults = { violations: { id: string; impact?: string | null; help: string; nodes: AxeNode[] }[] };

/**
 * axe-core's full default rule set on the page as it is now. axe is put into each frame once per document and run
 * there directly: @axe-core/playwright's analyze() opened a blank page per call to merge its results (a renderer
 * started and axe injected twice, ~2.5 s a check on this machine, against ~0.6 s here). Only the violations come
 * back in full; which elements passed is not asked for. `within`: a selector to check only that part (a dialog).
 */
export async function axe(page: Page, within?: string): Promise<AxeResults> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in globalThis))) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate((selector) => {
    const inPage = globalThis as unknown as {
      axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
      document: unknown;
    };
    return inPage.axe.run(selector ?? inPage.document, { resultTypes: ['violations'] });
  }, within);
}

/** axe violations that matter for the bar, formatted so that a failure names the rule and the elements. */
type AxeNode = { target: unknown[]; html: string; any: { data?: unknown }[] };
export function seriousViolations(results: AxeResults): string[] {
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

/** An entry of a seller's address book, as the API takes it. */
export type BookEntry = BodyIn<typeof addressesApi.create>;

/** A sender in Ukraine and a recipient in the US, as journeys put them in a seller's address book. */
export const BOOK_SENDER = {
  book_type: 'sender',
  variation_type: 'company',
  company_name: 'Sunflower Crafts',
  edrpou: '12345678',
  country: 'UA',
  state: 'UA-46',
  city: 'Lviv',
  zip: '79000',
  address_line1: 'Horodotska 1',
  is_default: true,
} satisfies BookEntry;
export const BOOK_RECIPIENT = {
  book_type: 'recipient',
  variation_type: 'individual',
  first_name: 'John',
  last_name: 'Smith',
  country: 'US',
  state: 'NY',
  city: 'New York',
  zip: '10001',
  address_line1: '350 Fifth Avenue',
} satisfies BookEntry;

/** Adds entries to a seller's address book through the API. */
export async function addToBook(request: APIRequestContext, token: string, entries: BookEntry[]) {
  for (const entry of entries) {
    const res = await callApi(request, addressesApi.create, { token, body: entry });
    expect(res.status(), await res.text()).toBe(201);
  }
}
