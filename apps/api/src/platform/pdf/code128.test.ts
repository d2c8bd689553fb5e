import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { code128Widths, isCode128Text } from './code128.ts';

const bwip = (text: string) => (bwipjs.raw({ bcid: 'code128', text }) as Array<{ sbs: number[] }>)[0]!.sbs;

describe('code128Widths', () => {
  it('draws what bwip-js (an independent encoder) draws, set switches included', () => {
    const corpus = [
      'A',
      '1',
      '12',
      '123',
      '1234',
      '12345',
      '123456',
      'SC00000012',
      'LA000000126UA',
      'CA123456785UA',
      '20450012345678',
      'VSH-001',
      'AB1234',
      'AB12345',
      'AB123456C',
      'AB1234567C',
      'ab12cd',
      '12345AB',
      'x 9~{}|',
    ];
    for (const text of corpus) expect(code128Widths(text), text).toEqual(bwip(text));
  });

  it('agrees with bwip-js on random printable text with digit runs', () => {
    let seed = 42;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let k = 0; k < 300; k += 1) {
      let text = '';
      const length = 1 + rnd(20);
      while (text.length < length) {
        text += rnd(2) ? String(rnd(10 ** (1 + rnd(8)))) : String.fromCharCode(32 + rnd(95));
      }
      expect(code128Widths(text), text).toEqual(bwip(text));
    }
  });

  it('carries printable ASCII only', () => {
    expect(isCode128Text('VSH-001')).toBe(true);
    expect(isCode128Text('ВШ-1')).toBe(false);
    expect(isCode128Text('')).toBe(false);
    expect(() => code128Widths('tab\there')).toThrow();
  });
});
