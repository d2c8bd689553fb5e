/*
 * Whether a sealing key (SECRETS_KEY, SECRETS_KEY_PREVIOUS) is too guessable to protect live marketplaces' tokens.
 * A key is any string of 32 or more characters, so it is judged by what it is made of: the characters it repeats
 * (Shannon entropy of its own letters, times its length) and how many different ones it uses. A random key in any
 * alphabet (hex, base64, a long passphrase) is far above both bars; "aaaa…", "abab…" or "12341234…" are far below.
 */

/** Bits a key must carry by this measure: a random 32-character hex key measures ~115, so the bar sits well under. */
const MIN_BITS = 90;
/** Fewer different characters than this is a pattern, whatever its length. */
const MIN_DISTINCT = 8;

function measuredBits(key: string): number {
  const counts = new Map<string, number>();
  for (const char of key) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...key].length;
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / length;
    perChar -= p * Math.log2(p);
  }
  return perChar * length;
}

/** "abcdefghij" four times over measures well but is ten characters: a key must not be one short piece repeated. */
function repeatsAPiece(key: string): boolean {
  for (let period = 1; period <= key.length / 2; period++) {
    if (key.length % period === 0 && key.slice(0, period).repeat(key.length / period) === key) return true;
  }
  return false;
}

/** Null when the key will do; otherwise why not, in a few words for the start-up error. */
export function keyWeakness(key: string): string | null {
  const distinct = new Set(key).size;
  if (distinct < MIN_DISTINCT) return `uses only ${distinct} different character${distinct === 1 ? '' : 's'}`;
  if (repeatsAPiece(key)) return 'is one short piece repeated';
  if (measuredBits(key) < MIN_BITS) return 'repeats its characters too much to be random';
  return null;
}
