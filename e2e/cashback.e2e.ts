import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cashbackApi } from '@cabinet/contracts/cashback';
import {
  axe,
  callApi,
  type Language,
  OPERATOR,
  balanceOf,
  foreignWords,
  fundedSeller,
  missingKeyText,
  operatorToken,
  seriousViolations,
  signInByApi,
  useLanguage,
  watchConsole,
} from './support.ts';

const PASSWORD = 'cashback-seller-1';

/** A new seller with `funds` USD credited by an operator, and the operator's token for the charges. */
async function cardSeller(request: APIRequestContext, funds: string) {
  const seller = await fundedSeller(request, funds, {
    prefix: 'cards',
    password: PASSWORD,
    firstName: 'Iryna',
    lastName: 'Cards',
  });
  return { ...seller, op: await operatorToken(request) };
}

const available = async (request: APIRequestContext, token: string) =>
  (await balanceOf(request, token)).available.amount;

async function checkPage(page: Page, language: Language, problems: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  expect.soft(missingKeyText(text), 'untranslated keys').toEqual([]);
  expect.soft(foreignWords(text, language), `words of another language on the ${language} page`).toEqual([]);
  const found = await axe(page);
  expect.soft(seriousViolations(found), 'axe: serious or critical violations').toEqual([]);
  expect.soft(problems, 'console errors').toEqual([]);
}

test('a seller issues a virtual card with the mandatory 10 USD, tops it up, freezes and closes it, and moves cashback to the balance', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const seller = await cardSeller(request, '100');
  // A paid service, charged by support, earns 3 % cashback.
  const charged = await callApi(request, cashbackApi.charge, {
    params: { id: seller.accountId },
    token: seller.op,
    body: { kind: 'service_charge', amount: '50', reason: 'Product photos' },
  });
  expect(charged.status(), await charged.text()).toBe(201);
  expect(await available(request, seller.token)).toBe('50.00');

  await useLanguage(page, 'en');
  await signInByApi(page, seller.email, PASSWORD);
  await page.goto('/virtual-cards');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Virtual cards');
  await expect(page.getByText('You have no virtual cards yet.', { exact: false })).toBeVisible();
  await expect(page.getByText('Sandbox', { exact: true })).toBeVisible();

  // Issue: the dialog explains the mandatory top-up; less than 10 USD is refused before anything is sent.
  await page.getByRole('button', { name: 'Issue a card' }).click();
  const issue = page.getByRole('dialog', { name: 'Issue a virtual card' });
  await expect(issue).toContainText('A mandatory top-up of at least $10.00');
  await issue.getByRole('textbox', { name: 'Card name' }).fill('Etsy fees');
  const firstTopUp = issue.getByRole('textbox', { name: 'First top-up' });
  await firstTopUp.fill('9.99');
  await issue.getByRole('button', { name: 'Issue the card' }).click();
  await expect(issue.getByText('The minimum is $10.00')).toBeVisible();
  await firstTopUp.fill('10');
  await issue.getByRole('button', { name: 'Issue the card' }).click();
  await expect(issue).toBeHidden();
  const row = page.getByRole('row', { name: /Etsy fees/ });
  await expect(row).toContainText(/5555 55•• •••• \d{4}/);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('$10.00');
  await expect(row).toContainText('Not yet');
  expect(await available(request, seller.token)).toBe('40.00');

  // Top up.
  await row.getByRole('button', { name: 'Top up' }).click();
  const topUp = page.getByRole('dialog', { name: 'Top up Etsy fees' });
  await topUp.getByRole('textbox', { name: 'Amount' }).fill('15');
  await topUp.getByRole('button', { name: 'Top up' }).click();
  await expect(topUp).toBeHidden();
  await expect(row).toContainText('$25.00');
  expect(await available(request, seller.token)).toBe('25.00');

  // Freeze: no more top-ups.
  await row.getByRole('button', { name: 'Freeze' }).click();
  const freeze = page.getByRole('dialog', { name: /^Freeze Etsy fees/ });
  await freeze.getByRole('button', { name: 'Freeze' }).click();
  await expect(freeze).toBeHidden();
  await expect(row).toContainText('Frozen');
  await expect(row.getByRole('button', { name: 'Top up' })).toHaveCount(0);

  // The card's transactions.
  await row.getByRole('button', { name: 'Transactions' }).click();
  const transactions = page.getByRole('dialog', { name: 'Transactions of Etsy fees' });
  await expect(transactions.getByRole('row')).toHaveCount(3);
  await expect(transactions).toContainText('Virtual card top-up');
  await transactions.getByRole('button', { name: 'Close' }).click();
  await expect(transactions).toBeHidden();

  // Close: the remainder returns to the balance.
  await row.getByRole('button', { name: 'Close' }).click();
  const close = page.getByRole('dialog', { name: /^Close Etsy fees/ });
  await expect(close).toContainText('what is left (now $25.00) returns to your balance');
  await close.getByRole('button', { name: 'Close the card' }).click();
  await expect(close).toBeHidden();
  await expect(row).toContainText('Closed');
  await expect(row).toContainText('$0.00');
  await expect(row.getByRole('button', { name: 'Freeze' })).toHaveCount(0);
  expect(await available(request, seller.token)).toBe('50.00');

  // Cashback: 3 % of the 50 USD service, moved to the balance.
  await page.goto('/cashback');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cashback');
  await expect(page.getByTestId('cashback-balance')).toHaveText('$1.50');
  await expect(page.getByRole('list', { name: 'How cashback is earned' })).toContainText('3 % of every paid service');
  const history = page.getByRole('table', { name: 'Cashback history' });
  await expect(history).toContainText('3 % of Service charge $50.00');
  await page.getByRole('button', { name: 'Move to balance' }).click();
  const redeem = page.getByRole('dialog', { name: 'Move cashback to the balance' });
  await redeem.getByRole('textbox', { name: 'Amount' }).fill('5');
  await redeem.getByRole('button', { name: 'Move to balance' }).click();
  await expect(redeem.getByText('The maximum is $1.50')).toBeVisible();
  await redeem.getByRole('textbox', { name: 'Amount' }).fill('1.5');
  await redeem.getByRole('button', { name: 'Move to balance' }).click();
  await expect(redeem).toBeHidden();
  await expect(page.getByTestId('cashback-balance')).toHaveText('$0.00');
  await expect(history.getByRole('row').nth(1)).toContainText('Cashback to balance');
  await expect(page.getByRole('button', { name: 'Move to balance' })).toBeDisabled();
  expect(await available(request, seller.token)).toBe('51.50');
  expect(problems).toEqual([]);
});

test('an operator changes the cashback rates, and the seller sees the new rule', async ({ page, request }) => {
  const problems = watchConsole(page);
  await useLanguage(page, 'en');
  await signInByApi(page, OPERATOR.email, OPERATOR.password);
  await page.goto('/ops/cashback-rules');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cashback rules');
  await expect(page.getByRole('link', { name: 'Cashback rules' })).toBeVisible();
  await checkPage(page, 'en', problems);
  const shipping = page.getByRole('textbox', { name: 'Shipment charge' });
  await shipping.fill('2.5');
  await page.getByRole('button', { name: 'Save the rates' }).click();
  await expect(page.getByText('Cashback rates saved')).toBeVisible();

  const seller = await cardSeller(request, '10');
  const cashback = (await (await callApi(request, cashbackApi.get, { token: seller.token })).json()) as {
    rules: { kind: string; percent: string }[];
  };
  expect(cashback.rules).toContainEqual(expect.objectContaining({ kind: 'shipment_charge', percent: '2.50' }));
});
