import { expect, test, type Page } from '@playwright/test';
import {
  axe,
  LANGUAGE_BUTTONS,
  LANGUAGES,
  foreignWords,
  missingKeyText,
  seriousViolations,
  useLanguage,
  watchConsole,
  type InPage,
  type Language,
} from './support.ts';

const TITLES: Record<Language, string> = {
  ua: 'Калькулятор посилок',
  ru: 'Калькулятор посылок',
  en: 'Parcel calculator',
};
const CONSOLIDATION: Record<Language, string> = {
  ua: 'Консолідація заощаджує 50% митних зборів.',
  ru: 'Консолидация экономит 50% таможенных сборов.',
  en: 'Consolidation saves 50% of customs fees.',
};

/** The input a form label names (the flags' accessible names would also match a plain getByLabel). */
async function field(page: Page, label: string) {
  const id = await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}`) })
    .first()
    .getAttribute('for');
  return page.locator(`[id="${id}"]`);
}

async function choose(page: Page, label: string, option: string) {
  await (await field(page, label)).click();
  await page.getByRole('option', { name: new RegExp(`${option}$`) }).click();
}

async function parcel(page: Page, weight: string, sides: [string, string, string]) {
  await page.getByLabel('Weight').fill(weight);
  await page.getByLabel('Length').fill(sides[0]);
  await page.getByLabel('Width').fill(sides[1]);
  await page.getByLabel('Height').fill(sides[2]);
  await page.getByRole('button', { name: 'Calculate' }).click();
}

test('an anonymous visitor prices a parcel to the US; express and a postcard to Hawaii are refused', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await useLanguage(page, 'en');
  await page.goto('/calculator');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parcel calculator');
  await choose(page, 'To', 'United States');
  await choose(page, 'State', 'New York');
  await parcel(page, '1.2', ['30', '20', '10']);

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(5); // the header and several delivery types
  await expect(page.getByRole('row', { name: /^Air .*\$\d+\.\d\d/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Express/ })).toHaveCount(0);
  await expect(page.getByText('Express: express takes parcels up to 1 kg')).toBeVisible();
  await expect(page.getByText('Chargeable weight 1.2 kg (actual 1.2 kg, volumetric 1.2 kg)')).toBeVisible();
  await expect(page.getByText('Consolidation saves 50% of customs fees.')).toBeVisible();
  await expect(page.getByText(/low duty threshold/)).toBeVisible();

  await choose(page, 'State', 'Hawaii');
  await choose(page, 'Delivery type', 'Postcard');
  await parcel(page, '0.02', ['15', '10', '0.5']);
  await expect(page.getByText('No rates found')).toBeVisible();
  await expect(page.getByText('Postcard: postcards go only to the US, except Hawaii and Puerto Rico')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the calculator and its result read well in every language', async ({ page }) => {
  const problems = watchConsole(page);
  await useLanguage(page, 'en');
  await page.goto('/calculator');
  await choose(page, 'To', 'United States');
  await choose(page, 'State', 'New York');
  await parcel(page, '1.2', ['30', '20', '10']);
  await expect(page.getByRole('table')).toBeVisible();
  const group = page.getByRole('group', { name: /Interface language|Мова інтерфейсу|Язык интерфейса/ });
  for (const language of LANGUAGES) {
    // The result stays on the page and is worded again in the new language.
    await group.getByRole('button', { name: LANGUAGE_BUTTONS[language] }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'ua' ? 'uk' : language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLES[language]);
    const text = await page.locator('body').innerText();
    expect(text).toContain(CONSOLIDATION[language]);
    expect.soft(missingKeyText(text), `${language}: untranslated keys`).toEqual([]);
    expect.soft(foreignWords(text, language), `${language}: words of another language`).toEqual([]);
    const found = await axe(page);
    expect.soft(seriousViolations(found), `${language}: axe`).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('the cart keeps a rate across a reload', async ({ page }) => {
  await useLanguage(page, 'en');
  await page.goto('/calculator');
  await choose(page, 'To', 'Germany');
  await parcel(page, '2', ['30', '20', '10']);
  await page.getByRole('button', { name: 'Add to cart: Air' }).click();
  await page.getByRole('link', { name: 'Cart (1)' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem', { name: 'Air' });
  await expect(line).toContainText('2 kg, 30 × 20 × 10 cm');
  await line.getByRole('button', { name: 'One more: Air' }).click();
  await page.reload();
  await expect(page.getByLabel('Quantity: Air')).toHaveText('2');
  expect(seriousViolations(await axe(page)), 'axe on /cart').toEqual([]);
  const stored = await page.evaluate(() => (globalThis as unknown as InPage).localStorage.getItem('cart'));
  expect(JSON.parse(stored!)).toEqual([{ uid: 'calc:air:UA-DE:2000g:300x200x100mm', quantity: 2 }]);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The cart is empty.')).toBeVisible();
});
