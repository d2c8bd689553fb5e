import type { Language } from '@cabinet/contracts/common';

/*
 * What the pages our sandboxes serve outside the SPA share (the card checkout, the post office counter): plain,
 * script-free documents in the visitor's language, with one small stylesheet inline (CSP-friendly).
 */

export const HTML_LANG: Record<Language, string> = { en: 'en', ua: 'uk', ru: 'ru' };

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const SANDBOX_PAGE_STYLE = `body{font-family:system-ui,sans-serif;background:#f1f3f5;color:#212529;margin:0;padding:32px 16px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
h1{font-size:22px;margin:0 0 4px}.badge{display:inline-block;background:#fff3bf;color:#5c3c00;border:1px solid #f59f00;
border-radius:999px;padding:2px 10px;font-size:12px;font-weight:700;text-transform:uppercase;letter-spacing:.04em}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:20px 0}dt{color:#495057}dd{margin:0;font-weight:600}
.amount{font-size:28px;font-weight:700;margin:8px 0}.row{display:flex;gap:12px;margin-top:20px}
button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
.pay{background:#1971c2;color:#fff}.decline{background:#e9ecef;color:#212529}
.note{font-size:13px;color:#495057}.state{font-size:18px;font-weight:600}.alert{background:#fff5f5;color:#a51111;padding:10px;border-radius:8px}
a{color:#1864ab}`;
