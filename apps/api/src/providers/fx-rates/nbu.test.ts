import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nbuFxRates } from './nbu.ts';

/** Rows as https://bank.gov.ua/NBUStatService/v1/statdirectory/exchange?json writes them (abridged). */
const nbuRows = [
  { r030: 36, txt: 'Австралійський долар', rate: 27.0341, cc: 'AUD', exchangedate: '21.11.2026' },
  { r030: 124, txt: 'Канадський долар', rate: 29.6873, cc: 'CAD', exchangedate: '21.11.2026' },
  { r030: 156, txt: 'Юань Женьмiньбi', rate: 5.7312, cc: 'CNY', exchangedate: '21.11.2026' },
  { r030: 203, txt: 'Чеська крона', rate: 1.7404, cc: 'CZK', exchangedate: '21.11.2026' },
  { r030: 208, txt: 'Данська крона', rate: 5.8941, cc: 'DKK', exchangedate: '21.11.2026' },
  { r030: 348, txt: 'Форинт', rate: 0.10987, cc: 'HUF', exchangedate: '21.11.2026' },
  { r030: 392, txt: 'Єна', rate: 0.26711, cc: 'JPY', exchangedate: '21.11.2026' },
  { r030: 498, txt: 'Молдовський лей', rate: 2.4112, cc: 'MDL', exchangedate: '21.11.2026' },
  { r030: 826, txt: 'Фунт стерлінгів', rate: 54.8123, cc: 'GBP', exchangedate: '21.11.2026' },
  { r030: 840, txt: 'Долар США', rate: 41.4567, cc: 'USD', exchangedate: '21.11.2026' },
  { r030: 933, txt: 'Білоруський рубль', rate: 12.9851, cc: 'BYN', exchangedate: '21.11.2026' },
  { r030: 949, txt: 'Турецька ліра', rate: 1.1978, cc: 'TRY', exchangedate: '21.11.2026' },
  { r030: 978, txt: 'Євро', rate: 47.98765, cc: 'EUR', exchangedate: '21.11.2026' },
  { r030: 985, txt: 'Злотий', rate: 11.2401, cc: 'PLN', exchangedate: '21.11.2026' },
  { r030: 960, txt: 'СПЗ (спеціальні права запозичення)', rate: 55.61234, cc: 'XDR', exchangedate: '21.11.2026' },
  { r030: 959, txt: 'Золото', rate: 172345.67, cc: 'XAU', exchangedate: '21.11.2026' },
];

/** What the fake bank answers next, and what it was asked. */
let reply: { status: number; body: unknown };
let seen: { url?: string; headers?: IncomingHttpHeaders };
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen = { url: req.url, headers: req.headers };
    res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}/NBUStatService/v1/statdirectory/exchange?json`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  reply = { status: 200, body: nbuRows };
  seen = {};
});

describe('nbuFxRates', () => {
  it('picks USD, EUR, GBP, the SDR and the orders’ other currencies out of the full list, plus UAH', async () => {
    const snapshot = await nbuFxRates(url).fetchRates();
    expect(snapshot.rates).toEqual([
      { currency: 'USD', rate: '41.4567' },
      { currency: 'EUR', rate: '47.9877' },
      { currency: 'GBP', rate: '54.8123' },
      { currency: 'XDR', rate: '55.6123' },
      { currency: 'CAD', rate: '29.6873' },
      { currency: 'AUD', rate: '27.0341' },
      { currency: 'PLN', rate: '11.2401' },
      { currency: 'UAH', rate: '1.0000' },
    ]);
    expect(seen.url).toBe('/NBUStatService/v1/statdirectory/exchange?json');
    expect(seen.headers?.accept).toBe('application/json');
  });

  it('turns the bank date DD.MM.YYYY into YYYY-MM-DD', async () => {
    reply.body = nbuRows.map((r) => ({ ...r, exchangedate: '03.01.2027' }));
    const snapshot = await nbuFxRates(url).fetchRates();
    expect(snapshot.date).toBe('2027-01-03');
  });

  it('names itself nbu', () => {
    expect(nbuFxRates(url).name).toBe('nbu');
  });

  it('fails when the bank does not answer 200', async () => {
    reply = { status: 503, body: { message: 'Service Unavailable' } };
    await expect(nbuFxRates(url).fetchRates()).rejects.toThrow('NBU answered 503');
  });

  it('fails when a currency customs and shipping need is missing', async () => {
    reply.body = nbuRows.filter((r) => r.cc !== 'GBP');
    await expect(nbuFxRates(url).fetchRates()).rejects.toThrow('NBU has no GBP rate');
  });

  it('goes without an order currency the bank no longer lists', async () => {
    reply.body = nbuRows.filter((r) => r.cc !== 'AUD');
    const snapshot = await nbuFxRates(url).fetchRates();
    expect(snapshot.rates.map((r) => r.currency)).toEqual(['USD', 'EUR', 'GBP', 'XDR', 'CAD', 'PLN', 'UAH']);
  });

  it('fails on a body that is not the rates list', async () => {
    reply.body = { error: 'wrong request' };
    await expect(nbuFxRates(url).fetchRates()).rejects.toThrow();
    reply.body = [{ cc: 'USD', rate: 'n/a', exchangedate: '21.11.2026' }];
    await expect(nbuFxRates(url).fetchRates()).rejects.toThrow();
  });
});
