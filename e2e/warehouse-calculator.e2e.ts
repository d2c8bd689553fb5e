import { expect, test } from '@playwright/test';
import { DEMO_SELLER, signInByApi, useLanguage, watchConsole } from './support.ts';

/** The day before today in Philadelphia, as the page prints it (DD.MM.YYYY): what the data is "as of". */
function philadelphiaYesterday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
  const [y, m, d] = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}

test('a visitor sees the sample storage calculator; the demo seller sees their own stock and last month’s charge', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await useLanguage(page, 'en');

  // Anonymous: the sample shop's groups with totals, and a sign-in prompt instead of "my data".
  await page.goto('/warehouse/calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse storage calculator' })).toBeVisible();
  const sample = page.getByRole('table', { name: "Warehouse groups of a sample shop's stock" });
  for (const group of ['Small', 'Medium', 'Large', 'Oversize']) {
    await expect(sample.getByRole('rowheader', { name: group })).toBeVisible();
  }
  await expect(page.getByTestId('calculator-as-of')).toContainText(
    `As of the end of ${philadelphiaYesterday()}, Philadelphia time`,
  );
  await expect(page.getByTestId('group-totals')).toContainText('$');
  await page.getByRole('tab', { name: 'My data' }).click();
  await expect(page.getByText('Sign in to see your data')).toBeVisible();

  // The demo seller (stock seeded over the last 60 days): their own groups, with SKUs in stock.
  await signInByApi(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await page.goto('/warehouse/calculator?tab=my');
  const mine = page.getByRole('table', { name: 'Warehouse groups of your stock' });
  await expect(mine).toBeVisible();
  const skuCount = mine.getByTestId('group-totals').getByRole('cell').nth(2);
  await expect(skuCount).not.toHaveText('0');

  // Last month's storage, charged when the demo was seeded, with its breakdown by product.
  await page.goto('/warehouse/charges');
  await expect(page.getByRole('heading', { level: 1, name: 'Storage charges' })).toBeVisible();
  await page
    .getByRole('link', { name: /\(\d{2} d\)$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Storage charge for / })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /DEMO-001/ })).toBeVisible();
  expect(problems).toEqual([]);
});
