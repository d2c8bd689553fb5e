/**
 * Code 128 (ISO/IEC 15417) for printable ASCII, written out because a thousand stickers carry two thousand
 * barcodes and a general barcode engine spent a third of the render on them. Sets B and C only: set A encodes
 * control characters, which labels never carry. Set choice follows the usual rules (and bwip-js's choices, which
 * the unit test compares against): C for a run of 4+ digits at the start or end, or 6+ in the middle; an odd run
 * gives its first digit to set B.
 */

/** Bar and space widths (in modules) of values 0–105; the stop symbol apart. */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 ' +
  '113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 ' +
  '212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 ' +
  '113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 ' +
  '314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 ' +
  '241211 221114 413111 241112 134111 111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 ' +
  '214121 412121 111143 111341 131141 114113 114311 411113 411311 113141 114131 311141 411131 211412 211214 211232'
)
  .split(' ')
  .map((p) => [...p].map(Number));
const STOP = [2, 3, 3, 1, 1, 1, 2];
const CODE_C = 99;
const CODE_B = 100;
const START_B = 104;
const START_C = 105;

/** Whether Code 128 (sets B and C) can carry the text: printable ASCII, at least one character. */
export const isCode128Text = (text: string) => /^[\x20-\x7e]+$/.test(text);

/** The symbol values of `text`, start and check symbols included, stop excluded. */
export function code128Values(text: string): number[] {
  if (!isCode128Text(text)) throw new Error('Code 128 here carries printable ASCII only');
  const values: number[] = [];
  let set: 'B' | 'C' | null = null;
  const use = (target: 'B' | 'C') => {
    if (set === target) return;
    if (set === null) values.push(target === 'B' ? START_B : START_C);
    else values.push(target === 'B' ? CODE_B : CODE_C);
    set = target;
  };
  let i = 0;
  while (i < text.length) {
    const run = /^\d*/.exec(text.slice(i))![0].length;
    const atStart = i === 0;
    const toEnd = i + run === text.length;
    const worthC = run >= 4 ? atStart || toEnd || run >= 6 : run === 2 && atStart && toEnd;
    if (!worthC) {
      use('B');
      values.push(text.charCodeAt(i) - 32);
      i += 1;
      continue;
    }
    // An odd run gives one digit to set B: its first, or at the very start its last (after the pairs).
    let pairs = Math.floor(run / 2);
    if (run % 2 === 1 && !atStart) {
      use('B');
      values.push(text.charCodeAt(i) - 32);
      i += 1;
    }
    use('C');
    for (; pairs > 0; pairs -= 1, i += 2) values.push(Number(text.slice(i, i + 2)));
  }
  const check = values.reduce((sum, v, k) => sum + v * Math.max(k, 1), 0) % 103;
  return [...values, check];
}

/** Widths of bars and spaces, alternating and starting with a bar, stop symbol included. */
export function code128Widths(text: string): number[] {
  return [...code128Values(text).flatMap((v) => PATTERNS[v]!), ...STOP];
}
