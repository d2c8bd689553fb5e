import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CUSTOMS_SEARCH_LIMIT,
  customsCodesApi,
  type CustomsCodeList,
  type CustomsCodeNode,
} from '@cabinet/contracts/customs-codes';
import { shipmentsApi } from '@cabinet/contracts/shipments';
import { createTestApp, type TestApp } from '../../../../test/app.ts';
import { signInOperator } from '../../../../test/money.ts';
import { createShipment, directBody, mug, postShipment, shipper, shirt } from '../../shipments/shipments.test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function search(query: Record<string, string>): Promise<CustomsCodeList['codes']> {
  const res = await t.call(customsCodesApi.search, { query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CustomsCodeList>().codes;
}
const codesOf = (list: { code: string }[]) => list.map((c) => c.code);

describe('browsing the classification', () => {
  it('roots are the 96 chapters in code order, titled in the requested language', async () => {
    const res = await t.call(customsCodesApi.roots, { query: { lang: 'en' } });
    expect(res.statusCode).toBe(200);
    const { codes } = res.json<CustomsCodeList>();
    expect(codes).toHaveLength(96);
    expect(codesOf(codes)).toEqual([...codesOf(codes)].sort());
    expect(codes[0]).toMatchObject({
      code: '01',
      title: 'Живі тварини',
      title_translated: 'Animals; live',
      parent: null,
      ancestors: [],
      has_children: true,
      is_selectable: false,
      section: 'I',
    });
    const ru = (await t.call(customsCodesApi.roots, { query: { lang: 'ru' } })).json<CustomsCodeList>().codes;
    expect(ru[0]?.title_translated).toBe('ЖИВЫЕ ЖИВОТНЫЕ');
  });

  it('a node comes with its children and its breadcrumb; each child carries the breadcrumb down to the node', async () => {
    const res = await t.call(customsCodesApi.node, { params: { id: '8517' }, query: { lang: 'en' } });
    expect(res.statusCode).toBe(200);
    const node = res.json<CustomsCodeNode>();
    expect(node).toMatchObject({ code: '8517', parent: '85', has_children: true, is_selectable: false });
    expect(codesOf(node.ancestors)).toEqual(['85']);
    const phone = node.children.find((c) => c.code === '8517130000');
    expect(phone).toMatchObject({ title: 'смартфони', title_translated: 'Smartphones', is_selectable: true });
    expect(codesOf(phone!.ancestors)).toEqual(['85', '8517']);
    expect(codesOf(node.children)).toContain('851769');
    expect(node.children.every((c) => c.parent === '8517')).toBe(true);
  });

  it('titles missing in a language fall back to Ukrainian: Russian exists only for chapters and headings', async () => {
    const leaf = (
      await t.call(customsCodesApi.node, { params: { id: '8517130000' }, query: { lang: 'ru' } })
    ).json<CustomsCodeNode>();
    expect(leaf).toMatchObject({ title: 'смартфони', title_translated: 'смартфони', children: [] });
    expect(leaf.ancestors[1]?.title_translated).toMatch(/^АППАРАТЫ ТЕЛЕФОННЫЕ, ВКЛЮЧАЯ СМАРТФОНЫ/);
    const ua = (
      await t.call(customsCodesApi.node, { params: { id: '8517130000' }, query: { lang: 'ua' } })
    ).json<CustomsCodeNode>();
    expect(ua.ancestors[1]?.title_translated).toMatch(/^Телефонні апарати, включаючи смартфони/);
  });

  it('an unknown code answers 404 in the caller’s language; a malformed one 400', async () => {
    const missing = await t.call(customsCodesApi.node, { params: { id: '9999' }, lang: 'uk' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'customs_code_not_found',
      message: 'У митному класифікаторі немає такого коду',
    });
    expect((await t.call(customsCodesApi.node, { params: { id: '851713' }, lang: 'en' })).json().message).toBe(
      'There is no such code in the customs classification',
    );
    expect((await t.call(customsCodesApi.node, { params: { id: '85171' }, lang: 'en' })).statusCode).toBe(400);
    expect((await t.call(customsCodesApi.node, { params: { id: 'abc' }, lang: 'en' })).statusCode).toBe(400);
  });
});

describe('searching', () => {
  it.each([
    ['ua', 'смартфон'],
    ['ru', 'смартфон'],
    ['en', 'smartphone'],
  ])('in %s, "%s" finds the smartphone leaf first among selectable codes', async (lang, title) => {
    const codes = await search({ title, lang, selectable_only: 'true' });
    expect(codes[0]).toMatchObject({ code: '8517130000', is_selectable: true });
    expect(codes.every((c) => c.is_selectable)).toBe(true);
    expect(codesOf(codes[0]!.ancestors)).toEqual(['85', '8517']);
    if (lang === 'en') expect(codes[0]!.title_translated).toBe('Smartphones');
  });

  it('words match through ancestors too, own-title matches first, then code order', async () => {
    const codes = await search({ title: 'Смартфони', lang: 'ua' });
    // The heading and the leaf name smartphones; the other leaves of 8517 only via the heading.
    expect(codesOf(codes).slice(0, 2)).toEqual(['8517', '8517130000']);
    expect(codesOf(codes)).toContain('8517180000');
    const rest = codesOf(codes).slice(2);
    expect(rest).toEqual([...rest].sort());
    expect(codes.every((c) => c.code.startsWith('8517'))).toBe(true);
  });

  it('every word must occur; one-letter words are ignored; apostrophes of any kind match', async () => {
    const both = await search({ title: 'бавовни футболки', lang: 'ua', selectable_only: 'true' });
    expect(codesOf(both)).toContain('6109100000');
    expect(both.every((c) => c.code.startsWith('6109'))).toBe(true);
    expect(await search({ title: 'футболки zzqx', lang: 'ua' })).toEqual([]);
    expect(await search({ title: 'з', lang: 'ua' })).toEqual([]);
    const apostrophe = await search({ title: "зв'язку смартфони", lang: 'ua', selectable_only: 'true' });
    expect(codesOf(apostrophe)).toContain('8517130000');
  });

  it('digits find codes by prefix, in code order; selectable_only keeps the leaves', async () => {
    const all = await search({ title: '8517' });
    expect(all[0]?.code).toBe('8517');
    expect(all.every((c) => c.code.startsWith('8517'))).toBe(true);
    expect(codesOf(all)).toEqual([...codesOf(all)].sort());
    expect(codesOf(all)).toContain('8517130000');
    const leaves = await search({ title: '8517.13', selectable_only: 'true' });
    expect(codesOf(leaves)).toEqual(['8517130000']);
    expect(await search({ title: '12345678901' })).toEqual([]);
  });

  // Issue 22: "8517.13" above finds one leaf either way; these prefixes hold headings too, so the filter must act.
  it.each([
    ['2 digits', '85'],
    ['4 digits', '8517'],
    ['6 digits', '851769'],
    ['6 digits, written with a dot', '8517.69'],
  ])('digits with selectable_only never answer a heading: %s (%s)', async (_, digits) => {
    const prefix = digits.replace(/\D/g, '');
    const everything = await search({ title: digits });
    // Without the filter the same prefix does answer headings (else the case below could not fail).
    expect(everything.filter((c) => !c.is_selectable).length, digits).toBeGreaterThan(0);

    const selectable = await search({ title: digits, selectable_only: 'true' });
    expect(selectable.length, digits).toBeGreaterThan(0);
    expect(selectable.filter((c) => !c.is_selectable).map((c) => c.code)).toEqual([]);
    expect(selectable.every((c) => c.code.length === 10 && c.code.startsWith(prefix))).toBe(true);
    for (const code of selectable.slice(0, 3)) {
      expect(await t.app.services.customsCodes.isSelectable(code.code), code.code).toBe(true);
    }
  });

  it(`answers at most ${CUSTOMS_SEARCH_LIMIT} codes`, async () => {
    expect(await search({ title: '8' })).toHaveLength(CUSTOMS_SEARCH_LIMIT);
    expect(await search({ title: 'other', lang: 'en' })).toHaveLength(CUSTOMS_SEARCH_LIMIT);
  });

  it('a bad query answers 400 with the field', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'title'],
      [{ title: ' ' }, 'title'],
      [{ title: 'phone', lang: 'de' }, 'lang'],
      [{ title: 'phone', selectable_only: 'yes' }, 'selectable_only'],
    ];
    for (const [query, field] of cases) {
      const res = await t.call(customsCodesApi.search, { query, lang: 'en' });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.json().errors), JSON.stringify(query)).toEqual([field]);
    }
  });
});

describe('§5 only selectable codes', () => {
  it('the service names the codes that are not a 10-digit leaf', async () => {
    const bad = await t.app.services.customsCodes.unknownOrUnselectable(['8517130000', '8517', '9999999999', '85171']);
    expect(bad).toEqual(['8517', '9999999999', '85171']);
    expect(await t.app.services.customsCodes.isSelectable('6109100000')).toBe(true);
  });

  it('a shipment whose customs line names a code that is not a leaf is refused, field by field, nothing written', async () => {
    const s = await shipper(t, '500.00', await signInOperator(t));
    const body = directBody(s, {
      lines: [shirt, { ...mug, hs_code: '8517000000' }, { ...shirt, hs_code: '6205908000' }],
    });
    const res = await postShipment(t, s.token, body, { lang: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'lines.1.hs_code': ['Choose a 10-digit code from the customs classification'],
    });
    const heading = await postShipment(t, s.token, directBody(s, { lines: [{ ...shirt, hs_code: '6205' }] }), {
      lang: 'en',
    });
    expect(heading.json().errors).toEqual({ 'lines.0.hs_code': ['Enter a 10-digit customs (HS) code'] });
    const list = await t.call(shipmentsApi.list, { token: s.token });
    expect(list.json().shipments).toEqual([]);
    // The same body with leaves only goes through.
    expect((await createShipment(t, s.token, directBody(s))).status).toBe('customer_created');
  });
});
