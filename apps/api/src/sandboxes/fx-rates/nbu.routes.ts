import type { FastifyPluginAsync } from 'fastify';
import { nbuRowsOn } from './nbu-rates.ts';

/** Where the sandbox bank answers, under the API's prefix: the real one is bank.gov.ua/NBUStatService/… */
export const NBU_SANDBOX_PATH = '/sandbox/nbu/NBUStatService/v1/statdirectory/exchange';

/**
 * The National Bank of Ukraine's public exchange feed, as the bank serves it: `?json` gives the day's rows,
 * `date=YYYYMMDD` another day's, `valcode=USD` one currency's. Without `json` the bank answers XML, which no client
 * of ours asks for: the sandbox says so with 406 rather than guess.
 */
export const nbuSandboxRoutes: FastifyPluginAsync<{ now: () => Date }> = async (app, { now }) => {
  app.get(NBU_SANDBOX_PATH, { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
    const query = req.query as Record<string, string | undefined>;
    if (query.json === undefined) return reply.code(406).type('text/plain').send('ask with ?json');
    const date = query.date ?? '';
    let day = now().toISOString().slice(0, 10);
    if (date) {
      const parsed = /^(\d{4})(\d{2})(\d{2})$/.exec(date);
      if (!parsed || Number.isNaN(Date.parse(`${parsed[1]}-${parsed[2]}-${parsed[3]}T00:00:00Z`))) {
        return reply.code(400).send({ message: 'Wrong date format' });
      }
      day = `${parsed[1]}-${parsed[2]}-${parsed[3]}`;
    }
    const rows = nbuRowsOn(day);
    const wanted = query.valcode?.toUpperCase();
    return reply.type('application/json; charset=utf-8').send(wanted ? rows.filter((r) => r.cc === wanted) : rows);
  });
};
