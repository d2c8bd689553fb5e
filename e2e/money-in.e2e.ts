import { readFileSync } from 'node:fs';
import dayjs from 'dayjs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { EndpointDefinition } from '@cabinet/contracts/endpoint';
import { balanceApi } from '@cabinet/contracts/money';
import { callApi, OPERATOR, registerSeller, signInByApi, watchConsole } from './support.ts';

const newSeller = (request: APIRequestContext) =>
  registerSeller(request, {
    prefix: 'money-in',
    password: 'money-in-password-1',
    firstName: 'Oksana',
    lastName: 'Topup',
  });

const apiGet = async (page: Page, e: EndpointDefinition, token: string) =>
  (await callApi(page.request, e, { token })).json();

async function startCardTopUp(page: Page, amount: string) {
  await page.goto('/money-in');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top up the balance');
  await page.getByRole('radio', { name: 'Bank card' }).check();
  await page.getByRole('textbox', { name: /Amount, USD/ }).fill(amount);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/payments\/checkout\/cs_test_[0-9a-f]{24}$/);
}

test('a seller tops up 25 USD by card through the sandbox checkout; a declined card moves no money', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const seller = await newSeller(page.request);
  await signInByApi(page, seller.email, seller.password);

  // §5: an amount below the method's minimum is offered to be raised, and needs Continue again.
  await page.goto('/money-in');
  await expect(page.getByText('Sandbox', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: /Amount, USD/ }).fill('5');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('The minimum for this method is $10.00.');
  await page.getByRole('button', { name: 'Change the amount to $10.00' }).click();
  await expect(page.getByRole('textbox', { name: /Amount, USD/ })).toHaveValue('10.00');
  await expect(page).toHaveURL(/\/money-in$/);

  // Pay: the hosted page shows the charge (amount + 3 % card fee) and a test card; the buyer comes back paid.
  await startCardTopUp(page, '25');
  await expect(page.getByText('Sandbox', { exact: true })).toBeVisible();
  await expect(page.getByText('25.75 USD', { exact: true })).toBeVisible();
  await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Pay 25.75 USD' }).click();
  await expect(page).toHaveURL(/\/money-in\/checkout\?top_up=\d+&session=cs_test_/);
  await expect(page.getByText('Payment received: $25.00 has been added to your balance.')).toBeVisible();

  const balance = await apiGet(page, balanceApi.get, seller.token);
  expect(balance.available.amount).toBe('25.00');
  const log = await apiGet(page, balanceApi.balanceLog, seller.token);
  expect(log.entries[0]).toMatchObject({ kind: 'top_up', amount: { amount: '25.00' } });
  await page.getByRole('link', { name: 'Open the balance log' }).click();
  await expect(page).toHaveURL(/\/balance-log$/);

  // Decline: the return page says so and the balance stays as it was.
  await startCardTopUp(page, '12');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/money-in\/checkout\?top_up=\d+/);
  await expect(page.getByText('The payment was declined. No money was taken.')).toBeVisible();
  expect((await apiGet(page, balanceApi.get, seller.token)).available.amount).toBe('25.00');

  expect(problems).toEqual([]);
});

test('a bank transfer: the seller downloads the invoice, an operator confirms what arrived from the statement, the seller is told', async ({
  page,
  browser,
}) => {
  const seller = await newSeller(page.request);
  await signInByApi(page, seller.email, seller.password);
  await page.goto('/money-in');
  await page.getByRole('radio', { name: 'Bank transfer' }).check();
  await page.getByRole('textbox', { name: /Amount, USD/ }).fill('150');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Invoice for a bank transfer' })).toBeVisible();
  await expect(page.getByText('UA653003350000026001234567890')).toBeVisible();
  const reference = (await page
    .getByText(/^TU\d+-[2-9A-Z]{6}$/)
    .first()
    .textContent())!;

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the invoice (PDF)', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${reference}.pdf`);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The operator, in another browser, sees the transfer waiting and confirms that the money arrived.
  const opsContext = await browser.newContext();
  const ops = await opsContext.newPage();
  await signInByApi(ops, OPERATOR.email, OPERATOR.password);
  await ops.goto('/ops/top-ups');
  await expect(ops.getByRole('heading', { level: 1 })).toHaveText('Money in');
  await ops.getByRole('button', { name: `Confirm arrival: ${reference}` }).click();
  // The statement says what arrived: less than the invoice (the bank took its fee), its reference, the value date.
  const dialog = ops.getByRole('dialog', { name: 'Confirm the bank transfer' });
  await expect(dialog.getByText(new RegExp(`^Invoice ${reference} of .+ asks for \\$150\\.00\\.`))).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Amount received' }).fill('145.50');
  await dialog.getByRole('textbox', { name: 'Bank reference' }).fill('FT26112000017');
  await dialog.getByRole('button', { name: 'Value date' }).click();
  await ops.getByRole('button', { name: dayjs().format('D MMMM YYYY'), exact: true }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'Less than the invoice ($150.00): $145.50 is credited, and the top-up is closed',
  );
  await dialog.getByRole('button', { name: 'Credit $145.50' }).click();
  await expect(ops.getByText(`The transfer ${reference} is credited`)).toBeVisible();
  await opsContext.close();

  expect((await apiGet(page, balanceApi.get, seller.token)).available.amount).toBe('145.50');
  await page.reload();
  await expect(page.getByText('Bank transfers awaiting payment')).toHaveCount(0);
  // The seller is told what arrived, of what, with the bank's reference and the value date.
  await page.goto('/notifications');
  await expect(
    page.getByText(
      `Less arrived for invoice ${reference} than it asked: $145.50 of $150.00 was credited (bank reference FT26112000017, value date ${dayjs().format('DD.MM.YYYY')}).`,
      { exact: false },
    ),
  ).toBeVisible();
});
