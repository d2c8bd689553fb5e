import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SELLER, LANGUAGES, signInByApi, useLanguage, watchConsole, type Language } from './support.ts';

const SMARTPHONES = '8517130000';

const strings = (language: Language) => ({
  picker: JSON.parse(readFileSync(`apps/web/src/features/customs-codes/locales/${language}.json`, 'utf8')) as {
    copy_code: string;
    clear: string;
    page: { title: string; search: string; results: string };
  },
  shipments: JSON.parse(readFileSync(`apps/web/src/features/shipments/locales/${language}.json`, 'utf8')) as {
    form: { hs_code: string };
  },
  common: JSON.parse(readFileSync(`apps/web/src/shared/i18n/locales/${language}.json`, 'utf8')) as {
    clipboard: { copied: string };
  },
});

/** Types into the picker and picks the smartphones leaf once the throttled search (1500 ms, §9) has answered. */
async function findAndPick(page: Page, language: Language, text: string) {
  const picker = page.getByRole('combobox', { name: new RegExp(`^${strings(language).shipments.form.hs_code}`) });
  await picker.fill(text);
  await page.getByRole('option', { name: new RegExp(`^${SMARTPHONES} `) }).click();
  await expect(picker).toHaveValue(new RegExp(`^${SMARTPHONES} `));
  return picker;
}

test('in each language a seller finds the smartphones code by a word and by its digits, picks and copies it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const problems = watchConsole(page);
  await signInByApi(page, DEMO_SELLER.email, DEMO_SELLER.password);

  for (const language of LANGUAGES) {
    const { picker: texts, common } = strings(language);
    await useLanguage(page, language);
    await page.goto('/shipments/create');

    // A word of the title: "смартфон" finds the leaf in every language (the search covers Ukrainian titles).
    const picker = await findAndPick(page, language, 'смартфон');
    // The breadcrumb says where the leaf sits: chapter 85, heading 8517.
    await expect(page.getByText(/^85 .+ › 8517 /)).toBeVisible();

    // Cleared, then found by the digits of its heading.
    await page.getByRole('button', { name: texts.clear }).click();
    await expect(picker).toHaveValue('');
    await findAndPick(page, language, '8517');

    await page.getByRole('button', { name: texts.copy_code.replace('{{code}}', SMARTPHONES) }).click();
    await expect(page.getByText(common.clipboard.copied)).toBeVisible();
    expect(await page.evaluate(() => (globalThis as unknown as ClipboardHost).navigator.clipboard.readText())).toBe(
      SMARTPHONES,
    );
  }
  expect(problems).toEqual([]);
});

test('an anonymous visitor browses /hs-codes from the chapters down to a leaf and searches it', async ({ page }) => {
  const problems = watchConsole(page);
  await useLanguage(page, 'en');
  const { picker: texts } = strings('en');
  await page.goto('/hs-codes');
  await expect(page.getByRole('heading', { level: 1, name: texts.page.title })).toBeVisible();

  await page.getByRole('button', { name: /^85 / }).click();
  await page.getByRole('button', { name: /^8517 / }).click();
  await expect(page.getByText(new RegExp(`^${SMARTPHONES}$`))).toBeVisible();
  await expect(page.getByRole('button', { name: `Copy code ${SMARTPHONES}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /Copy code 85$/ })).toHaveCount(0);

  await page.getByRole('searchbox', { name: texts.page.search }).fill('smartphones');
  const results = page.getByRole('region', { name: texts.page.results });
  await expect(results.getByText(new RegExp(`^${SMARTPHONES}$`))).toBeVisible();
  await expect(results).toContainText(/85 .+ › 8517 /);
  expect(problems).toEqual([]);
});

type ClipboardHost = { navigator: { clipboard: { readText(): Promise<string> } } };
