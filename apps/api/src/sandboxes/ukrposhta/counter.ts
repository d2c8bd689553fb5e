import { and, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Language } from '@cabinet/contracts/common';
import type { Db } from '../../db/client.ts';
import { escapeHtml, HTML_LANG, SANDBOX_PAGE_STYLE } from '../../platform/http/sandbox-page-style.ts';
import { sandboxUkrposhtaShipments } from './sandbox.schema.ts';
import { UKRPOSHTA_SANDBOX_PATH } from '../../providers/national-post/ukrposhta.ts';

const TEXT = {
  en: {
    title: 'Post office counter',
    badge: 'Ukrposhta sandbox',
    barcode: 'Barcode of the parcel handed in',
    accept: 'Accept the parcel',
    note: 'The clerk scans a parcel the sender hands in. From then on Ukrposhta tracks it, and it can no longer be deleted.',
    accepted: 'Parcel {{barcode}} is accepted.',
    already: 'Parcel {{barcode}} was already accepted.',
    not_found: 'There is no parcel with barcode {{barcode}}.',
  },
  ua: {
    title: 'Віконце відділення',
    badge: 'Пісочниця Укрпошти',
    barcode: 'Штрихкод зданої посилки',
    accept: 'Прийняти посилку',
    note: 'Оператор сканує посилку, яку здає відправник. Відтоді Укрпошта її відстежує, і видалити її вже не можна.',
    accepted: 'Посилку {{barcode}} прийнято.',
    already: 'Посилку {{barcode}} вже було прийнято.',
    not_found: 'Посилки зі штрихкодом {{barcode}} немає.',
  },
  ru: {
    title: 'Окно отделения',
    badge: 'Песочница Укрпочты',
    barcode: 'Штрихкод сданной посылки',
    accept: 'Принять посылку',
    note: 'Оператор сканирует посылку, которую сдаёт отправитель. С этого момента Укрпочта её отслеживает, и удалить её уже нельзя.',
    accepted: 'Посылка {{barcode}} принята.',
    already: 'Посылка {{barcode}} уже была принята.',
    not_found: 'Посылки со штрихкодом {{barcode}} нет.',
  },
} satisfies Record<Language, Record<string, string>>;

export type CounterOutcome = 'accepted' | 'already' | 'not_found';

/** The counter clerk accepts a parcel (by barcode or uuid): CREATED becomes REGISTERED, and tracking starts. */
export async function acceptAtCounter(db: Db, key: string, at: Date): Promise<CounterOutcome> {
  if (key.length === 0 || key.length > 64) return 'not_found';
  const match = or(eq(sandboxUkrposhtaShipments.barcode, key), eq(sandboxUkrposhtaShipments.uuid, key));
  const accepted = await db
    .update(sandboxUkrposhtaShipments)
    .set({ status: 'REGISTERED', accepted_at: at })
    .where(and(match, eq(sandboxUkrposhtaShipments.status, 'CREATED')))
    .returning({ uuid: sandboxUkrposhtaShipments.uuid });
  if (accepted.length > 0) return 'accepted';
  const [known] = await db
    .select({ uuid: sandboxUkrposhtaShipments.uuid })
    .from(sandboxUkrposhtaShipments)
    .where(match);
  return known ? 'already' : 'not_found';
}

function page(lang: Language, result?: { outcome: CounterOutcome; barcode: string }): string {
  const t = TEXT[lang];
  const message = result ? t[result.outcome].replace('{{barcode}}', escapeHtml(result.barcode)) : '';
  const state = result
    ? `<p class="${result.outcome === 'accepted' ? 'state' : 'alert'}" role="${result.outcome === 'accepted' ? 'status' : 'alert'}">${message}</p>`
    : '';
  return `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title} · ${t.badge}</title>
<style>${SANDBOX_PAGE_STYLE}</style></head><body><main>
<span class="badge">${t.badge}</span><h1>${t.title}</h1>${state}
<form method="post"><p><label for="barcode">${t.barcode}</label><br>
<input id="barcode" name="barcode" required maxlength="64" autocomplete="off" style="width:100%;font-size:18px;padding:8px;margin-top:6px"></p>
<div class="row"><button class="pay" type="submit">${t.accept}</button></div></form>
<p class="note">${t.note}</p></main></body></html>`;
}

const send = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);

const STATUS: Record<CounterOutcome, number> = { accepted: 200, already: 409, not_found: 404 };

/**
 * The sandbox's post office counter, a page our server serves (as the card checkout is): the clerk types or scans the
 * barcode of a parcel handed in and accepts it. It lists nothing, so it shows no one's parcels; it is not part of
 * Ukrposhta's API, only the sandbox's stand-in for the counter.
 */
export const ukrposhtaCounterRoutes: FastifyPluginAsync<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  const config = { access: 'public' } as const;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, raw, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(raw))));
  });
  const path = `${UKRPOSHTA_SANDBOX_PATH}/counter`;
  app.get(path, { config, schema: { hide: true } }, (request, reply) => send(reply, 200, page(request.lang)));
  app.post(path, { config, schema: { hide: true } }, async (request, reply) => {
    const raw = (request.body as { barcode?: unknown } | null)?.barcode;
    const barcode = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    const outcome = await acceptAtCounter(db, barcode, now());
    return send(reply, STATUS[outcome], page(request.lang, { outcome, barcode }));
  });
};
