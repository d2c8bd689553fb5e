import { describe, expect, it } from 'vitest';
import { fieldsWithNul, invalidTextFields, textProblem } from './input-guard.ts';

describe('fieldsWithNul', () => {
  it('names each string and key holding a NUL by its path, as the error body does', () => {
    const body = { name: 'a\u0000b', parcels: [{ box: { note: 'ok' } }, { box: { note: '\u0000' } }], ['k\u0000']: 1 };
    expect(fieldsWithNul(body).sort()).toEqual(['k\\u0000', 'name', 'parcels.1.box.note']);
    expect(fieldsWithNul('\u0000')).toEqual(['_']);
    expect(fieldsWithNul({ name: 'clean', n: 1, list: [null, true] })).toEqual([]);
  });

  it('walks a body nested far deeper than the call stack without failing', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(fieldsWithNul(deep)).toHaveLength(1);
  });
});

describe('invalidTextFields', () => {
  it('names lone surrogates, high or low, and NULs with their own reasons; a whole pair is text', () => {
    expect(textProblem('emoji \ud83d\ude00')).toBeNull();
    expect(textProblem('\ud800')).toBe('invalid_character');
    expect(textProblem('a\udc00b')).toBe('invalid_character');
    expect(textProblem('\ude00\ud83d')).toBe('invalid_character');
    expect(textProblem('\u0000\ud800')).toBe('nul_character');
    const found = invalidTextFields({ tags: ['ok', 'x\ud800'], lines: [{ name: 'a\u0000' }], ['\udfffk']: 1 });
    expect(found.sort()).toEqual([
      ['\\udfffk', 'invalid_character'],
      ['lines.0.name', 'nul_character'],
      ['tags.1', 'invalid_character'],
    ]);
  });
});
