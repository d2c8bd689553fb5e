import { describe, expect, it } from 'vitest';
import { prefixUpperBound } from './customs-codes.repository.ts';
import { mapRecords, normalizeText, readCustomsDataset, recordsOf } from './customs-data.ts';

const HEADER = 'code,level,parent,section,name_uk,name_en,hs6_en,cn8_en_2026,name_ru';
const CSV = [
  `\uFEFF${HEADER}`,
  '85,2,,XVI,"Електричні машини, обладнання",Electrical machinery,,,ЭЛЕКТРИЧЕСКИЕ МАШИНЫ',
  '8517,4,85,XVI,"Телефонні апарати, включаючи смартфони","Telephone sets, incl. ""smart"" ones",,,"АППАРАТЫ, ВКЛЮЧАЯ СМАРТФОНЫ"',
  '8517130000,10,8517,XVI,смартфони,,"Telephone sets; smartphones",Smartphones,',
  '8517180000,10,8517,XVI,інші,,Telephone sets n.e.c.,,',
  '851769,6,8517,XVI,інша,,,,',
  '',
].join('\r\n');

describe('customs data file', () => {
  it('maps records by header name, ignoring the byte-order mark and blank lines', () => {
    const records = recordsOf(CSV);
    expect(records).toHaveLength(5);
    expect(records[1]).toMatchObject({ code: '8517', name_en: 'Telephone sets, incl. "smart" ones', parent: '85' });
    expect(() => recordsOf('x,y\n1,2')).toThrow('unexpected header');
  });

  it('takes a leaf’s English from CN 2026, else HS 6; Russian only where given; only leaves are selectable', () => {
    const rows = new Map(mapRecords(recordsOf(CSV)).map((r) => [r.code, r]));
    expect(rows.get('8517130000')).toMatchObject({
      title_en: 'Smartphones',
      title_ru: null,
      is_selectable: true,
      level: 10,
    });
    expect(rows.get('8517180000')).toMatchObject({ title_en: 'Telephone sets n.e.c.', has_children: false });
    expect(rows.get('8517')).toMatchObject({
      title_ru: 'АППАРАТЫ, ВКЛЮЧАЯ СМАРТФОНЫ',
      has_children: true,
      is_selectable: false,
    });
    expect(rows.get('851769')).toMatchObject({ title_en: null, parent: '8517' });
    expect(rows.get('85')).toMatchObject({ parent: null, section: 'XVI' });
  });

  it('search text holds the lower-cased code and titles of the node and of every ancestor, each word once', () => {
    const other = mapRecords(recordsOf(CSV)).find((r) => r.code === '8517180000')!;
    expect(other.own_text).toBe('8517180000 інші telephone sets n e c');
    for (const word of ['інші', 'смартфони', 'смартфоны', 'telephone', 'електричні', 'электрические', '8517']) {
      expect(other.search_text).toContain(word);
    }
    expect(other.search_text.split(' ').filter((w) => w === 'telephone')).toHaveLength(1);
    expect(other.search_text).toBe(other.search_text.toLowerCase());
  });

  it('normalises apostrophes and spaces the same way for data and queries', () => {
    expect(normalizeText('  Зв’язку;   (ЗВʼЯЗКУ) T-shirts ')).toBe("зв'язку зв'язку t shirts");
  });

  it('the shipped file holds the whole tree: 15,113 codes, 11,008 selectable, every parent present', () => {
    const { rows, checksum } = readCustomsDataset();
    expect(checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(rows).toHaveLength(15_113);
    expect(rows.filter((r) => r.is_selectable)).toHaveLength(11_008);
    const codes = new Set(rows.map((r) => r.code));
    expect(rows.every((r) => !r.parent || codes.has(r.parent))).toBe(true);
    expect(rows.find((r) => r.code === '8517130000')?.title_uk).toBe('смартфони');
  });

  it('a code prefix range ends at the next prefix in digit order', () => {
    expect(prefixUpperBound('8517')).toBe('8518');
    expect(prefixUpperBound('8599')).toBe('86');
    expect(prefixUpperBound('0')).toBe('1');
    expect(prefixUpperBound('99')).toBeNull();
  });
});
