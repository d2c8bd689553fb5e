import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Language } from '@cabinet/contracts/common';
import type { Db } from '../../platform/db/client.ts';
import { signedInCaller } from '../../platform/auth/guard.ts';
import { HTML_LANG, SANDBOX_PAGE_STYLE } from '../../platform/http/sandbox-page-style.ts';
import { counterpartyOfAccount, UKRPOSHTA_SANDBOX_BASE } from './contract.ts';
import { acceptAtCounter, type CounterOutcome } from './parcels.ts';

const TEXT = {
  en: {
    title: 'Post office counter',
    badge: 'Ukrposhta sandbox',
    barcode: 'Barcode of the parcel handed in',
    accept: 'Accept the parcel',
    note: 'The clerk scans a parcel the sender hands in. From then on Ukrposhta tracks it, and it can no longer be deleted.',
    accepted: 'Parcel {{barcode}} is accepted.',
    already: 'Parcel {{barcode}} was already accepted.',
    not_found: 'There is no parcel of yours with barcode {{barcode}}.',
    sign_in: 'Sign in to the cabinet in this browser first: the counter accepts only your own parcels.',
  },
  ua: {
    title: 'Віконце відділення',
    badge: 'Пісочниця Укрпошти',
    barcode: 'Штрихкод зданої посилки',
    accept: 'Прийняти посилку',
    note: 'Оператор сканує посилку, яку здає відправник. Відтоді Укрпошта її відстежує, і видалити її вже не можна.',
    accepted: 'Посилку {{barcode}} прийнято.',
    already: 'Посилку {{barcode}} вже було прийнято.',
    not_found: 'Вашої посилки зі штрихкодом {{barcode}} немає.',
    sign_in: 'Спершу увійдіть до кабінету в цьому браузері: віконце приймає лише ваші посилки.',
  },
  ru: {
    title: 'Окно отделения',
    badge: 'Песочница Укрпочты',
    barcode: 'Штрихкод сданной посылки',
    accept: 'Принять посылку',
    note: 'Оператор сканирует посылку, которую сдаёт отправитель. С этого момента Укрпочта её отслеживает, и удалить её уже нельзя.',
    accepted: 'Посылка {{barcode}} принята.',
    already: 'Посылка {{barcode}} уже была принята.',
    not_found: 'Вашей посылки со штрихкодом {{barcode}} нет.',
    sign_in: 'Сначала войдите в кабинет в этом браузере: окно принимает только ваши посылки.',
  },
} satisfies Record<Language, Record<string, string>>;

const PATH = `${UKRPOSHTA_SANDBOX_BASE}/counter`;

function page(lang: Language): string {
  const t = TEXT[lang];
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title} · ${t.badge}</title>
<style>${SANDBOX_PAGE_STYLE}</style><script src="/api${PATH}.js" defer></script></head><body><main>
<span class="badge">${t.badge}</span><h1>${t.title}</h1><div id="result"></div>
<form id="counter" data-sign-in="${t.sign_in}"><p><label for="barcode">${t.barcode}</label><br>
<input id="barcode" name="barcode" required maxlength="64" autocomplete="off" style="width:100%;font-size:18px;padding:8px;margin-top:6px"></p>
<div class="row"><button class="pay" type="submit">${t.accept}</button></div></form>
<p class="note">${t.note}</p></main></body></html>`;
}

/*
 * The page's one script: it sends the barcode with the cabinet session this browser holds (the SPA keeps its token
 * in localStorage under `token`, same origin), and shows the answer as a status or an alert.
 */
const SCRIPT = `document.addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('counter');
  var result = document.getElementById('result');
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var token = null;
    try { token = window.localStorage.getItem('token'); } catch (e) { token = null; }
    var headers = { 'content-type': 'application/json', 'accept-language': document.documentElement.lang };
    if (token) headers['api-key'] = token;
    fetch('/api${PATH}/accept', { method: 'POST', headers: headers,
      body: JSON.stringify({ barcode: form.barcode.value }) })
      .then(function (res) {
        return res.json().then(function (body) { return { ok: res.ok, status: res.status, body: body }; });
      })
      .then(function (answer) {
        var p = document.createElement('p');
        p.className = answer.ok ? 'state' : 'alert';
        p.setAttribute('role', answer.ok ? 'status' : 'alert');
        p.textContent = answer.status === 401 ? form.dataset.signIn : answer.body.counter || answer.body.message;
        result.replaceChildren(p);
      });
  });
});`;

const send = (reply: FastifyReply, type: string, body: string) =>
  reply
    .header(
      'content-security-policy',
      "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .header('cache-control', 'no-store')
    .type(type)
    .send(body);

const STATUS: Record<CounterOutcome, number> = { accepted: 200, already: 409, not_found: 404 };

/**
 * The sandbox's post office counter, a page our server serves (as the card checkout is): the clerk types or scans the
 * barcode of a parcel handed in and accepts it. It acts only through a signed-in cabinet session: a seller's (owner
 * or member) accepts only that account's parcels — those of its sandbox counterparty — and an operator's any. It lists
 * nothing; it is not part of Ukrposhta's API, only the sandbox's stand-in for the counter.
 */
export const ukrposhtaCounterRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  const open = { config: { access: 'public' }, schema: { hide: true } } as const;
  app.get(PATH, open, (request, reply) => send(reply, 'text/html; charset=utf-8', page(request.lang)));
  app.get(`${PATH}.js`, open, (_request, reply) => send(reply, 'text/javascript; charset=utf-8', SCRIPT));
  // Anyone signed in reaches it; the guard answers 401 to no session, before the body is read.
  app.post(`${PATH}/accept`, { config: { access: 'any' }, schema: { hide: true } }, async (request, reply) => {
    const caller = signedInCaller(request);
    const raw = (request.body as { barcode?: unknown } | null)?.barcode;
    const barcode = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    const counterparty = caller.role === 'operator' ? null : await counterpartyOfAccount(db, caller.accountId ?? 0);
    const outcome =
      caller.role !== 'operator' && counterparty === null
        ? 'not_found'
        : await acceptAtCounter(db, barcode, { counterparty }, now());
    const counter = TEXT[request.lang][outcome].replace('{{barcode}}', barcode.slice(0, 64));
    return reply.status(STATUS[outcome]).send({ outcome, counter });
  });
};
