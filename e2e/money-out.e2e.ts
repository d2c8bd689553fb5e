import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { balanceApi } from '@cabinet/contracts/money';
import { subaccountsApi } from '@cabinet/contracts/subaccounts';
import { withdrawalsApi } from '@cabinet/contracts/withdrawals';
import {
  balanceOf,
  callApi,
  credit,
  letterTo,
  operatorToken,
  registerSeller,
  signInByApi,
  uniqueEmail,
  useLanguage,
  watchConsole,
  type InPage,
  type Seller,
} from './support.ts';

const newSeller = (request: APIRequestContext, firstName = 'Olena', lastName = 'Kovalenko') =>
  registerSeller(request, { prefix: 'money-out', password: 'money-out-password-1', firstName, lastName });

const fund = (request: APIRequestContext, op: string, accountId: number, amount: string) =>
  credit(request, accountId, amount, { op });

async function sellerPage(page: Page, seller: Seller) {
  await useLanguage(page, 'en');
  await signInByApi(page, seller.email, seller.password);
}

test('a seller withdraws 20 USD by card; an operator pays it; the seller sees it paid and the balance lowered', async ({
  page,
  browser,
  request,
}) => {
  const problems = watchConsole(page);
  const op = await operatorToken(request);
  const seller = await newSeller(request);
  await sellerPage(page, seller);

  // The money comes in through the sandbox card checkout (issue 4's journey: top up → logs → withdraw → paid).
  await page.goto('/money-in');
  await page.getByRole('radio', { name: 'Bank card' }).check();
  await page.getByRole('textbox', { name: /Amount, USD/ }).fill('100');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay 103.00 USD' }).click();
  await expect(page.getByText('Payment received: $100.00 has been added to your balance.')).toBeVisible();
  await page.goto('/balance-log');
  await expect(page.getByRole('row', { name: /Top-up/ })).toContainText('$100.00');
  await expect(page.getByTestId('header-balance')).toHaveText('$100.00');

  // The agreement comes first, and brings the seller back.
  await page.goto('/get-money');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdraw money');
  await expect(page.getByTestId('available-for-withdrawal')).toHaveText('$100.00');
  await page.getByRole('link', { name: 'Read and accept the agreement' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdrawal agreement');
  await page.getByRole('checkbox', { name: 'I have read the agreement and accept its terms' }).check();
  await page.getByRole('button', { name: 'Accept the agreement' }).click();
  await expect(page).toHaveURL(/\/get-money$/);

  // Card requisites: a wrong number is refused in the form; a good one is kept by its last four digits.
  await page.getByRole('link', { name: 'Add requisites' }).first().click();
  await expect(page).toHaveURL(/\/requisites\/card$/);
  await page.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4241');
  await page.getByRole('textbox', { name: /^Cardholder/ }).fill('Olena Kovalenko');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid card number')).toBeVisible();
  await page.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The requisites are saved')).toBeVisible();
  await expect(page.getByText('Visa •••• 4242')).toBeVisible();

  // The amount: 5 is below the card minimum, adjusted to 10 (§5); the seller types 20 instead.
  await page.goto('/get-money');
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('5');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(amount).toHaveValue('10.00');
  await expect(page.getByRole('status').filter({ hasText: 'Press Continue again' })).toBeVisible();
  await amount.fill('20');
  await expect(page.getByText('Fee $1.00; $21.00 will be frozen')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Confirmation (§5): the recipient data, then the request.
  await expect(page).toHaveURL(/\/get-money\/checkout\?method=card&amount=20\.00$/);
  await expect(page.getByTestId('checkout-total')).toHaveText('$21.00');
  const withdraw = page.getByRole('button', { name: 'Withdraw' });
  await expect(withdraw).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I confirm that the recipient data is correct' }).check();
  await withdraw.click();
  await expect(page).toHaveURL(/\/get-money\/invoices$/);
  const row = page.getByRole('row', { name: /Visa •••• 4242/ });
  await expect(row).toContainText('Waiting for payment');
  await expect(row).toContainText('$20.00');
  const id = Number((await row.getByRole('cell').first().innerText()).trim());

  await page.goto('/get-money');
  await expect(page.getByTestId('frozen')).toHaveText('$21.00');
  await expect(page.getByTestId('available-for-withdrawal')).toHaveText('$79.00');

  // The operator, in another browser, pays it from the back office queue after a confirmation.
  const opContext = await browser.newContext();
  const opPage = await opContext.newPage();
  const opProblems = watchConsole(opPage);
  await useLanguage(opPage, 'en');
  await opPage.addInitScript((t) => (globalThis as unknown as InPage).localStorage.setItem('token', t), op);
  await opPage.goto('/ops/withdrawals');
  await expect(opPage.getByRole('heading', { level: 1 })).toHaveText('Withdrawals');
  const opRow = opPage.getByTestId(`ops-withdrawal-${id}`);
  await expect(opRow).toContainText(seller.email);
  await opRow.getByRole('button', { name: 'Pay' }).click();
  await opPage.getByRole('dialog').getByRole('button', { name: 'Pay' }).click();
  await expect(opPage.getByText(`Withdrawal No. ${id} is paid`)).toBeVisible();
  await expect(opPage.getByTestId(`ops-withdrawal-${id}`)).toHaveCount(0);
  expect(opProblems).toEqual([]);
  await opContext.close();

  // The seller sees it paid, and the balance lowered.
  await page.goto('/get-money/invoices');
  await expect(page.getByTestId(`withdrawal-${id}`)).toContainText('Paid');
  await page.goto('/get-money');
  await expect(page.getByTestId('frozen')).toHaveText('$0.00');
  await expect(page.getByTestId('available-for-withdrawal')).toHaveText('$79.00');
  expect(await balanceOf(request, seller.token)).toMatchObject({ available: { amount: '79.00' } });
  expect(problems).toEqual([]);
});

test('a seller sends money to another seller after a preview and a confirmation; both sides see it', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const op = await operatorToken(request);
  const sender = await newSeller(request);
  const recipient = await newSeller(request, 'Taras', 'Melnyk');
  await fund(request, op, sender.accountId, '30.00');
  await sellerPage(page, sender);

  await page.goto('/send-money');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transfer to another seller');
  await page.getByRole('textbox', { name: /^Recipient/ }).fill(sender.email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText('You cannot send money to yourself')).toBeVisible();

  await page.getByRole('textbox', { name: /^Recipient/ }).fill(recipient.email);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('recipient-name')).toHaveText('Taras M.');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('12.50');
  await page.getByRole('textbox', { name: 'Comment' }).fill('For the boxes');
  await page.getByRole('button', { name: 'Send' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`$12.50 will be sent to Taras M. (account No. ${recipient.accountId})`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('$12.50 has been sent to Taras M.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Taras M\./ })).toContainText('Sent');

  expect(await balanceOf(request, sender.token)).toMatchObject({ available: { amount: '17.50' } });
  expect(await balanceOf(request, recipient.token)).toMatchObject({ available: { amount: '12.50' } });
  const log = (await (await callApi(request, balanceApi.balanceLog, { token: recipient.token })).json()) as {
    entries: { kind: string; amount: { amount: string } }[];
  };
  expect(log.entries[0]).toMatchObject({ kind: 'transfer', amount: { amount: '12.50' } });
  expect(problems).toEqual([]);
});

test('a wallet provider account is linked, activated with the e-mailed code, and chosen for withdrawals', async ({
  page,
  request,
}) => {
  const problems = watchConsole(page);
  const op = await operatorToken(request);
  const seller = await newSeller(request);
  await sellerPage(page, seller);
  const wallet = uniqueEmail('wallet');

  await page.goto('/payoneer-accounts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wallet provider accounts');
  await page.getByRole('textbox', { name: /^Account e-mail/ }).fill(wallet);
  await page.getByRole('button', { name: 'Link' }).click();
  await expect(page).toHaveURL(/\/payoneer-accounts\/\d+\/activate\/$/);

  // The provider's letter is in the sandbox outbox, which operators read.
  const code = /\b(\d{6})\b/.exec(await letterTo(request, wallet, op))![1]!;
  await page.getByRole('textbox', { name: /^Activation code/ }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('The code is wrong or has already been used')).toBeVisible();
  await page.getByRole('textbox', { name: /^Activation code/ }).fill(code);
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(page).toHaveURL(/\/payoneer-accounts$/);
  const row = page.getByRole('row', { name: new RegExp(wallet) });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Use for withdrawals' }).click();
  await expect(row).toContainText('Used for withdrawals');

  await page.goto('/requisites/wallet');
  await expect(page.getByText(wallet).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a member without money rights cannot withdraw: the API answers 403 and the page offers no action', async ({
  page,
  request,
}) => {
  const op = await operatorToken(request);
  const owner = await newSeller(request);
  await fund(request, op, owner.accountId, '50.00');
  const memberEmail = uniqueEmail('reader');
  const invited = await callApi(request, subaccountsApi.create, {
    token: owner.token,
    body: { email: memberEmail, first_name: 'Ivan', last_name: 'Reader', permissions: ['money.read'], language: 'en' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = /\/subaccounts\/accept\?token=([\w-]+)/.exec(await letterTo(request, memberEmail, op))![1]!;
  const accepted = await callApi(request, subaccountsApi.accept, {
    body: { token: link, password: 'member-password-1' },
  });
  expect(accepted.status()).toBe(200);
  const memberToken = ((await accepted.json()) as { token: string }).token;

  const refused = await callApi(request, withdrawalsApi.create, {
    token: memberToken,
    body: { method: 'card', amount: '20', confirm: { recipient_confirmed: true } },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe('permission_denied');

  await useLanguage(page, 'en');
  await page.addInitScript((t) => (globalThis as unknown as InPage).localStorage.setItem('token', t), memberToken);
  await page.goto('/get-money');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Withdraw money');
  await expect(page.getByText('You can only view money operations')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
  await page.goto('/send-money');
  await expect(page.getByRole('button', { name: 'Find' })).toHaveCount(0);
  expect(await balanceOf(request, owner.token)).toMatchObject({
    available: { amount: '50.00' },
    frozen: { amount: '0.00' },
  });
});
