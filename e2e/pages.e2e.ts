import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { paths } from '../apps/web/src/shared/lib/paths.ts';
import {
  DEMO_SELLER,
  LANGUAGE_BUTTONS,
  LANGUAGES,
  NOT_FOUND_TITLES,
  OPERATOR,
  axe,
  foreignWords,
  missingKeyText,
  seriousViolations,
  signInByApi,
  useLanguage,
  watchConsole,
  type InPage,
  type Language,
} from './support.ts';
import { NOT_SWEPT, SWEPT_PAGES, prepareSweep, type PageCase, type SweepData, type Visitor } from './swept-pages.ts';

/**
 * The one page sweep (issue 3's bar, issue 13's one home): every page registered in `swept-pages.ts`, in ua, ru and
 * en, shows an h1, no untranslated key, no word of another language, no console error, and nothing serious or
 * critical for axe (every page in ua, the desktop layouts in en: `axeReads`); a page that answers with the 404 page
 * fails, unless it is the 404 case.
 *
 * Ukrainian, whose words run longest, is swept at a phone's width (375 px): no page may scroll sideways there, the
 * open-testing banner stays one short line, and axe checks the phone layout. Russian and English are swept at a
 * desktop's width. Every language moves inside the app as a user does after the first page of each visitor (a deep
 * link: the app starts there): starting the app again for every page was more than half of the sweep's time (the
 * Ukrainian pages took 220 s by address, docs/ci-time.md); each page's code and strings still load when it is
 * first opened.
 */
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 720 };
const BANNER_MAX_HEIGHT = 64;

/** Public pages first, then the seeded seller's, the sweep seller's and the back office: one sign-in each. */
const VISITORS: Visitor[] = ['nobody', 'demo', 'sweeper', 'operator'];
const ORDERED = [...SWEPT_PAGES].sort((a, b) => VISITORS.indexOf(a.who) - VISITORS.indexOf(b.who));

/** The sweep's seller and objects, made once per worker, on the first page that needs them. */
let prepared: Promise<SweepData> | undefined;

const pathOf = (c: PageCase, data: SweepData | undefined) => (c.path && data ? c.path(data) : c.route);
const needsData = (c: PageCase) => c.who === 'sweeper' || !!c.path;

/**
 * Requests the page has started and not finished: after a move inside the app, "network idle" is no signal (the page
 * loaded long ago), so the sweep counts the requests itself. `settled` resolves once nothing has been in flight for
 * `quietMs` since the last request or since `moved()` (a move starts its requests a moment after it is made).
 */
function trackRequests(page: Page) {
  let open = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    open += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    moved: () => {
      lastChange = Date.now();
    },
    settled: async (quietMs = 300) => {
      await expect
        .poll(() => open <= 0 && Date.now() - lastChange >= quietMs, { message: 'requests settle', intervals: [50] })
        .toBe(true);
    },
  };
}

/** Transitions (a dialog fading in) have ended; endless ones (a spinner) do not count. */
async function stillness(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The checks every page gets, once its content (not a loader) is on screen. `withAxe`: whether axe reads it too.
 */
async function checkPage(page: Page, language: Language, problems: string[], what: string, withAxe: boolean) {
  await expect(page.locator('[aria-busy="true"]'), `${what}: loaders gone`).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'ua' ? 'uk' : language);
  await stillness(page);

  const text = await page.locator('body').innerText();
  expect.soft(missingKeyText(text), `${what}: text that looks like an untranslated i18n key`).toEqual([]);
  // Text marked with its own language (a seller's Ukrainian product title on an English page) is not a leak.
  const marked = await page.locator('body [lang]').allInnerTexts();
  const ownText = marked.reduce((rest, part) => rest.replace(part, ' '), text);
  expect.soft(foreignWords(ownText, language), `${what}: words of another language`).toEqual([]);

  if (withAxe) {
    expect.soft(seriousViolations(await axe(page)), `${what}: axe, serious or critical violations`).toEqual([]);
  }
  expect.soft(problems, `${what}: console errors`).toEqual([]);
}

/** At a phone's width no page scrolls sideways, and the open-testing banner stays one short line. */
async function checkPhoneWidth(page: Page) {
  // What sticks out: the outermost elements reaching past the right edge, named so that a failure says what to fix.
  const sticksOut = () =>
    page.evaluate((width) => {
      if (document.documentElement.scrollWidth <= width) return [];
      const past = (e: Element | null) => !!e && e.getBoundingClientRect().right > width + 0.5;
      return [...document.querySelectorAll('body *')]
        .filter((e) => past(e) && !past(e.parentElement))
        .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${e.textContent?.slice(0, 40)}"`);
    }, PHONE.width);
  await expect.poll(sticksOut, { message: `nothing wider than ${PHONE.width} px` }).toEqual([]);
  const banner = page.getByTestId('testing-banner');
  if (await banner.count()) {
    expect
      .soft((await banner.boundingBox())?.height, 'open-testing banner height on a phone')
      .toBeLessThanOrEqual(BANNER_MAX_HEIGHT);
  }
}

/** Moves inside the app the way its links do (the router follows the history), without starting it again. */
async function moveInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const w = globalThis as unknown as {
      history: { pushState(state: unknown, title: string, url: string): void };
      dispatchEvent(event: unknown): void;
      PopStateEvent: new (type: string, init: { state: unknown }) => unknown;
    };
    w.history.pushState({}, '', to);
    w.dispatchEvent(new w.PopStateEvent('popstate', { state: {} }));
  }, path);
}

const ACCOUNTS: Record<Exclude<Visitor, 'nobody' | 'sweeper'>, { email: string; password: string }> = {
  demo: DEMO_SELLER,
  operator: OPERATOR,
};

/**
 * Whether axe reads a page. axe reads structure, roles, names and colours, and was a third of the sweep's time. A
 * page's content is the same at every width (only the layouts respond to it: apps/web/src/app/layout), and Russian
 * has English's structure: so axe reads every page and dialog once, in Ukrainian at a phone's width, and in English
 * each visitor's first page, which shows its layout at a desktop's width.
 */
const axeReads = (language: Language, firstOfVisitor: boolean) =>
  language === 'ua' || (language === 'en' && firstOfVisitor);

for (const language of LANGUAGES) {
  const atPhoneWidth = language === 'ua';
  test.describe(`pages in ${language}`, () => {
    // One browser page per language, reused from page to page; the visitor signs in once.
    let context: BrowserContext;
    let page: Page;
    let problems: string[];
    let requests: ReturnType<typeof trackRequests>;
    let visitor: Visitor | null;
    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ viewport: atPhoneWidth ? PHONE : DESKTOP });
      page = await context.newPage();
      problems = watchConsole(page);
      requests = trackRequests(page);
      visitor = null;
      await useLanguage(page, language);
    });
    test.afterAll(async () => {
      await context.close();
    });
    for (const pageCase of ORDERED) {
      const { route, who, notFound, opens } = pageCase;
      test(`${route} (${who === 'nobody' ? 'signed out' : who})`, async ({ request }) => {
        problems.length = 0;
        const data = needsData(pageCase) ? await (prepared ??= prepareSweep(request)) : undefined;
        const path = pathOf(pageCase, data);
        const firstOfVisitor = who !== visitor;
        if (firstOfVisitor) {
          // Init scripts run in the order they were added: the last token set (or removed) wins.
          const account = who === 'sweeper' ? data!.sweeper : who === 'nobody' ? null : ACCOUNTS[who];
          if (account) await signInByApi(page, account.email, account.password);
          else await page.addInitScript(() => (globalThis as unknown as InPage).localStorage.removeItem('token'));
          visitor = who;
          await page.goto(path);
        } else {
          await moveInApp(page, path);
          requests.moved();
        }
        // The page's code, strings and data have arrived (the page left behind stays until its code has).
        await requests.settled();
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, `${path}: a heading`).toBeVisible();
        const showsNotFound = NOT_FOUND_TITLES.includes((await heading.innerText()).trim());
        expect(showsNotFound, notFound ? 'the 404 page' : 'a real page, not the 404 page').toBe(!!notFound);
        if (who !== 'nobody') await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?.]/g, '\\$&')}$`));
        await checkPage(page, language, problems, path, axeReads(language, firstOfVisitor));
        if (atPhoneWidth) await checkPhoneWidth(page);
        if (opens) {
          await opens.open(page);
          await requests.settled();
          await checkPage(page, language, problems, `${path}, ${opens.name}`, language === 'ua');
          await page.keyboard.press('Escape');
        }
      });
    }
  });
}

test('every route of the app is swept, or excused with the journey that checks it', () => {
  // A route pattern (`/requisites/:method`) is swept when some swept page is one of its addresses.
  const patternOf = (route: string) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`);
  const isSwept = (route: string) => SWEPT_PAGES.some((c) => c.route === route || patternOf(route).test(c.route));
  const left = Object.values(paths).filter((route) => !isSwept(route) && !(route in NOT_SWEPT));
  expect(left, 'routes in apps/web paths.ts that no sweep opens').toEqual([]);
  const stale = Object.keys(NOT_SWEPT).filter((route) => !(Object.values(paths) as string[]).includes(route));
  expect(stale, 'excused routes that no longer exist').toEqual([]);
});

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
