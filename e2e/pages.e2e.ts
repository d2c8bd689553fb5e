import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  DEMO_SELLER,
  LANGUAGE_BUTTONS,
  LANGUAGES,
  NOT_FOUND_TITLES,
  OPERATOR,
  foreignWords,
  missingKeyText,
  seriousViolations,
  signInByApi,
  useLanguage,
  watchConsole,
  type InPage,
  type Language,
} from './support.ts';

/**
 * Issue 3's bar: every page opened in all three languages shows an h1, no untranslated key, no console error,
 * and axe finds nothing serious or critical. A page that answers with the 404 page fails, unless it is the 404 case.
 */
/** `operator`: the page belongs to the back office and is opened by the seeded operator. */
type PageCase = { path: string; signedIn: boolean; notFound?: boolean; operator?: boolean };
const PAGES: PageCase[] = [
  { path: '/login', signedIn: false },
  { path: '/register', signedIn: false },
  { path: '/login/forgotten', signedIn: false },
  { path: '/restore-password', signedIn: false },
  { path: '/legal-info', signedIn: false },
  { path: '/legal-info/user-agreement', signedIn: false },
  { path: '/hs-codes', signedIn: false },
  { path: '/no/such/page', signedIn: false, notFound: true },
  { path: '/dashboard', signedIn: true },
  { path: '/account', signedIn: true },
  { path: '/account/edit', signedIn: true },
  { path: '/settings/change-password', signedIn: true },
  { path: '/settings/account-passport-info', signedIn: true },
  { path: '/settings/2fa', signedIn: true },
  { path: '/notifications', signedIn: true },
  { path: '/settings/notifications', signedIn: true },
  { path: '/subaccounts', signedIn: true },
  { path: '/subaccounts/new', signedIn: true },
  { path: '/balance-log', signedIn: true },
  { path: '/money-hold-log', signedIn: true },
  { path: '/ops', signedIn: true, operator: true },
  { path: '/products', signedIn: true },
  { path: '/products/manufacturers', signedIn: true },
  { path: '/products/import', signedIn: true },
  { path: '/shipments/returns', signedIn: true },
  { path: '/shipments/returns/unidentified', signedIn: true },
  { path: '/ops/returns', signedIn: true, operator: true },
  { path: '/shipments/create', signedIn: true },
  { path: '/shipments/list', signedIn: true },
  { path: '/shipments/process', signedIn: true },
  { path: '/ops/shipments', signedIn: true, operator: true },
  { path: '/products/warehouse', signedIn: true },
  { path: '/warehouse/disposal', signedIn: true },
  { path: '/ops/warehouse', signedIn: true, operator: true },
  { path: '/ops/disposals', signedIn: true, operator: true },
  { path: '/warehouse/calculator', signedIn: false },
  { path: '/warehouse/charges', signedIn: true },
  // The demo seller's charge of last month, the first one a fresh database makes.
  { path: '/warehouse/charges/1', signedIn: true },
  { path: '/ops/storage-tariffs', signedIn: true, operator: true },
];

/** The checks every page gets, once its content (not a loader) is on screen. */
async function checkPage(page: Page, language: Language, problems: string[]) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  // Wait for loaders to go: lazy chunks, catalogues and queries have settled when the network is idle.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'ua' ? 'uk' : language);

  const text = await page.locator('body').innerText();
  expect.soft(missingKeyText(text), 'text that looks like an untranslated i18n key').toEqual([]);
  // Text marked with its own language (a seller's Ukrainian product title on an English page) is not a leak.
  const marked = await page.locator('body [lang]').allInnerTexts();
  const ownText = marked.reduce((rest, part) => rest.replace(part, ' '), text);
  expect.soft(foreignWords(ownText, language), `words of another language on the ${language} page`).toEqual([]);

  const axe = await new AxeBuilder({ page }).analyze();
  expect.soft(seriousViolations(axe), 'axe: serious or critical violations').toEqual([]);
  expect.soft(problems, 'console errors').toEqual([]);
}

/** Who opens a page: nobody, the demo seller or the operator. */
const visitorOf = (c: PageCase) => (!c.signedIn ? null : c.operator ? OPERATOR : DEMO_SELLER);
/** Public pages first, then the seller's, then the back office: each visitor signs in once per language. */
const rank = (c: PageCase) => (!c.signedIn ? 0 : c.operator ? 2 : 1);
const ORDERED = [...PAGES].sort((a, b) => rank(a) - rank(b));

for (const language of LANGUAGES) {
  test.describe(`pages in ${language}`, () => {
    // One browser page per language, reused from page to page: every test still loads its page afresh, but the
    // app's assets come from the browser's cache and the visitor signs in once — a third of this sweep's time.
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    let visitor: string | null;
    test.beforeAll(async ({ browser }) => {
      // axe needs a page of a context made with newContext (browser.newPage hides its context).
      context = await browser.newContext();
      page = await context.newPage();
      problems = watchConsole(page);
      visitor = null;
      await useLanguage(page, language);
    });
    test.afterAll(async () => {
      await context.close();
    });
    for (const pageCase of ORDERED) {
      const { path, signedIn, notFound } = pageCase;
      test(`${path}${signedIn ? ' (signed in)' : ''}`, async () => {
        problems.length = 0;
        const who = visitorOf(pageCase);
        if ((who?.email ?? null) !== visitor) {
          // Init scripts run in the order they were added: the last token set (or removed) wins.
          if (who) await signInByApi(page, who.email, who.password);
          else await page.addInitScript(() => (globalThis as unknown as InPage).localStorage.removeItem('token'));
          visitor = who?.email ?? null;
        }
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const showsNotFound = NOT_FOUND_TITLES.includes(
          (await page.getByRole('heading', { level: 1 }).innerText()).trim(),
        );
        expect(showsNotFound, notFound ? 'the 404 page' : 'a real page, not the 404 page').toBe(!!notFound);
        if (signedIn) await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
        await checkPage(page, language, problems);
      });
    }
  });
}

test('the header language switch changes the interface language and is remembered', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/login');
  const group = page.getByRole('group', { name: /Interface language|Мова інтерфейсу|Язык интерфейса/ });
  for (const language of ['ru', 'en', 'ua'] as const) {
    await group.getByRole('button', { name: LANGUAGE_BUTTONS[language] }).click();
    await expect(group.getByRole('button', { name: LANGUAGE_BUTTONS[language] })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'ua' ? 'uk' : language);
    expect(await page.evaluate(() => (globalThis as unknown as InPage).localStorage.getItem('language'))).toBe(
      language,
    );
  }
  expect(problems).toEqual([]);
});

test.describe('phone width (390×844), English', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const { path, signedIn } of [
    { path: '/login', signedIn: false },
    { path: '/dashboard', signedIn: true },
  ]) {
    test(`${path}`, async ({ page }) => {
      const problems = watchConsole(page);
      await useLanguage(page, 'en');
      if (signedIn) await signInByApi(page, DEMO_SELLER.email, DEMO_SELLER.password);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await checkPage(page, 'en', problems);
      // Nothing wider than the phone: no sideways scrolling.
      const overflow = await page.evaluate(() => {
        const w = globalThis as unknown as InPage;
        return w.document.documentElement.scrollWidth - w.innerWidth;
      });
      expect.soft(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
    });
  }
});
