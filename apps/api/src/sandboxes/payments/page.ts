import type { Language } from '@cabinet/contracts/common';
import { fromMinor } from '@cabinet/contracts/money';
import { escapeHtml, HTML_LANG, SANDBOX_PAGE_STYLE } from '../../platform/http/sandbox-page-style.ts';
import type { SandboxCheckoutSession } from './sandbox.schema.ts';

const TEXT = {
  en: {
    title: 'Checkout',
    badge: 'Sandbox',
    merchant: 'Seller Cabinet',
    payment_for: 'Payment for',
    amount: 'Amount',
    card: 'Test card',
    expiry: 'Expiry',
    cvc: 'CVC',
    pay: 'Pay {{amount}}',
    decline: 'Decline',
    note: 'No real money moves. Pay tells the shop, in a signed notification, that the card was charged; Decline, that the bank refused it.',
    paid: 'This payment is complete.',
    declined: 'The card was declined.',
    expired: 'This checkout has expired.',
    not_found: 'There is no such checkout.',
    back: 'Return to the shop',
    cancel: 'Cancel and return to the shop',
  },
  ua: {
    title: 'Оплата',
    badge: 'Пісочниця',
    merchant: 'Seller Cabinet',
    payment_for: 'Призначення',
    amount: 'Сума',
    card: 'Тестова картка',
    expiry: 'Термін дії',
    cvc: 'CVC',
    pay: 'Сплатити {{amount}}',
    decline: 'Відхилити',
    note: 'Справжні гроші не рухаються. «Сплатити» надсилає магазину підписане повідомлення, що картку списано; «Відхилити» — що банк відмовив.',
    paid: 'Цей платіж завершено.',
    declined: 'Картку відхилено.',
    expired: 'Термін цієї оплати минув.',
    not_found: 'Такої оплати немає.',
    back: 'Повернутися до магазину',
    cancel: 'Скасувати й повернутися до магазину',
  },
  ru: {
    title: 'Оплата',
    badge: 'Песочница',
    merchant: 'Seller Cabinet',
    payment_for: 'Назначение',
    amount: 'Сумма',
    card: 'Тестовая карта',
    expiry: 'Срок действия',
    cvc: 'CVC',
    pay: 'Оплатить {{amount}}',
    decline: 'Отклонить',
    note: 'Настоящие деньги не двигаются. «Оплатить» отправляет магазину подписанное уведомление, что карта списана; «Отклонить» — что банк отказал.',
    paid: 'Этот платёж завершён.',
    declined: 'Карта отклонена.',
    expired: 'Срок этой оплаты истёк.',
    not_found: 'Такой оплаты нет.',
    back: 'Вернуться в магазин',
    cancel: 'Отменить и вернуться в магазин',
  },
} satisfies Record<Language, Record<string, string>>;

export interface PageView {
  session: SandboxCheckoutSession | null;
  lang: Language;
  expired: boolean;
}

const money = (s: SandboxCheckoutSession) => `${fromMinor(s.amount)} ${s.currency}`;

/** The hosted checkout page: a self-contained document with a plain form (no scripts, CSP-friendly). */
export function renderCheckoutPage({ session, lang, expired }: PageView): string {
  const t = TEXT[lang];
  const head = `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title} · ${t.badge}</title>
<style>${SANDBOX_PAGE_STYLE}</style></head><body><main>
<span class="badge">${t.badge}</span><h1>${t.title}</h1><div>${t.merchant}</div>`;
  const tail = '</main></body></html>';
  if (!session) return `${head}<p class="state" role="status">${t.not_found}</p>${tail}`;

  const details = `<dl><dt>${t.payment_for}</dt><dd>${escapeHtml(session.description)}</dd>
<dt>${t.amount}</dt><dd class="amount">${money(session)}</dd></dl>`;
  const back = `<p><a href="${escapeHtml(returnTo(session))}">${t.back}</a></p>`;
  // Leaving without paying: the session stays open until it expires, as at a real processor.
  const cancel = session.cancel_url ? `<p><a href="${escapeHtml(cancelTo(session))}">${t.cancel}</a></p>` : '';
  const form = `<form method="post">
<dl><dt>${t.card}</dt><dd>4242 4242 4242 4242</dd><dt>${t.expiry}</dt><dd>12/34</dd><dt>${t.cvc}</dt><dd>123</dd></dl>
<div class="row"><button class="pay" type="submit" name="outcome" value="pay">${t.pay.replace('{{amount}}', money(session))}</button>
<button class="decline" type="submit" name="outcome" value="decline">${t.decline}</button></div></form>
<p class="note">${t.note}</p>${cancel}`;

  let body: string;
  if (session.status === 'paid') body = `<p class="state" role="status">${t.paid}</p>${back}`;
  else if (session.status === 'declined') body = `<p class="state" role="status">${t.declined}</p>${back}`;
  else if (expired) body = `<p class="state" role="status">${t.expired}</p>${back}`;
  else body = form;
  return `${head}${details}${body}${tail}`;
}

/** The shop's cancel address with the session appended. */
function cancelTo(session: SandboxCheckoutSession): string {
  const url = new URL(session.cancel_url!);
  url.searchParams.set('session', session.id);
  return url.toString();
}

/** The shop's return address with the session appended, as processors do. */
export function returnTo(session: SandboxCheckoutSession): string {
  const url = new URL(session.return_url);
  url.searchParams.set('session', session.id);
  return url.toString();
}
