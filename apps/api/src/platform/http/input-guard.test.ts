import { describe, expect, it } from 'vitest';
import { fieldsWithNul } from './input-guard.ts';

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
