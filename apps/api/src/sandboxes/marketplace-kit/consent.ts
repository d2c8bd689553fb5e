import type { FastifyReply } from 'fastify';
import type { Language } from '@cabinet/contracts/common';
import { escapeHtml, HTML_LANG, SANDBOX_PAGE_STYLE } from '../../platform/http/sandbox-page-style.ts';

/*
 * The consent page every marketplace sandbox shows at its authorize URL: who asks (our app), for what (the scopes),
 * as which shop (the sandbox's sign-in), and Allow / Deny. It posts the decision to the kind's own consent action,
 * which redirects back with that marketplace's parameters. Plain, script-free HTML, like the other sandbox pages.
 */

const TEXT = {
  en: {
    badge: '{{marketplace}} sandbox',
    title: 'Allow Seller Cabinet to access your shop?',
    signed_in: 'Signed in as',
    handle: 'Your shop',
    scopes: 'Seller Cabinet asks to',
    allow: 'Allow access',
    deny: 'Deny',
    note: 'This is a sandbox of {{marketplace}}: no real shop is connected. A shop is opened here the first time you sign in with its name.',
  },
  ua: {
    badge: 'Пісочниця {{marketplace}}',
    title: 'Дозволити Seller Cabinet доступ до вашого магазину?',
    signed_in: 'Ви увійшли як',
    handle: 'Ваш магазин',
    scopes: 'Seller Cabinet просить',
    allow: 'Дозволити доступ',
    deny: 'Відмовити',
    note: 'Це пісочниця {{marketplace}}: справжній магазин не підключається. Магазин відкривається тут, коли ви вперше входите з його назвою.',
  },
  ru: {
    badge: 'Песочница {{marketplace}}',
    title: 'Разрешить Seller Cabinet доступ к вашему магазину?',
    signed_in: 'Вы вошли как',
    handle: 'Ваш магазин',
    scopes: 'Seller Cabinet просит',
    allow: 'Разрешить доступ',
    deny: 'Отказать',
    note: 'Это песочница {{marketplace}}: настоящий магазин не подключается. Магазин открывается здесь, когда вы впервые входите с его названием.',
  },
} satisfies Record<Language, Record<string, string>>;

export interface ConsentView {
  lang: Language;
  /** "Etsy", "Amazon Seller Central", "Shopify", "eBay". */
  marketplace: string;
  /** Where the form posts the decision (`decision=allow|deny`, `handle` and the hidden fields). */
  action: string;
  /** What the app asks for, in the marketplace's words (scope names). */
  scopes: string[];
  /** The shop: fixed by the authorize URL (Shopify's domain) or typed here to sign in. */
  handle: { value: string; fixed: boolean; pattern?: string };
  /** The authorize request's own parameters, carried through the form unchanged. */
  hidden: Record<string, string>;
  /** Shown above the form when the request itself is wrong (unknown client, bad redirect URI). */
  problem?: string;
}

export function renderConsentPage(view: ConsentView): string {
  const t = TEXT[view.lang];
  const fill = (s: string) => s.replaceAll('{{marketplace}}', escapeHtml(view.marketplace));
  const hidden = Object.entries(view.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const handle = view.handle.fixed
    ? `<dl><dt>${t.signed_in}</dt><dd>${escapeHtml(view.handle.value)}</dd></dl>
<input type="hidden" name="handle" value="${escapeHtml(view.handle.value)}">`
    : `<p><label>${t.handle}<br><input name="handle" required maxlength="100" value="${escapeHtml(view.handle.value)}"${
        view.handle.pattern ? ` pattern="${escapeHtml(view.handle.pattern)}"` : ''
      } style="width:100%;font-size:16px;padding:8px;margin-top:4px;box-sizing:border-box"></label></p>`;
  const body = view.problem
    ? `<p class="alert" role="alert">${escapeHtml(view.problem)}</p>`
    : `<form method="post" action="${escapeHtml(view.action)}">${hidden}${handle}
<p>${t.scopes}:</p><ul>${view.scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('')}</ul>
<div class="row"><button class="decline" name="decision" value="deny" formnovalidate>${t.deny}</button>
<button class="pay" name="decision" value="allow">${t.allow}</button></div></form>`;
  return `<!doctype html><html lang="${HTML_LANG[view.lang]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${fill(t.badge)}</title>
<style>${SANDBOX_PAGE_STYLE}</style></head><body><main><span class="badge">${fill(t.badge)}</span>
<h1>${t.title}</h1>${body}<p class="note">${fill(t.note)}</p></main></body></html>`;
}

export function sendConsentPage(reply: FastifyReply, status: number, view: ConsentView) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(renderConsentPage(view));
}

/**
 * What a client (a test, a benchmark, a journey's helper) reads off a consent page to answer it: where the form posts
 * and its hidden fields with their values.
 */
export function readConsentForm(html: string): { action: string; fields: Record<string, string> } {
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no consent form in: ${html.slice(0, 300)}`);
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[decode(m[1]!)] = decode(m[2]!);
  }
  return { action: decode(action), fields };
}
