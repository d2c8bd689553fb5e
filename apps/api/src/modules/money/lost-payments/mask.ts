/**
 * A payer as sellers see it: enough for the real payer's seller to recognise, not enough to learn who paid whom.
 * Words keep their first letter ("Olena Kovalenko" → "O**** K*******", capped at 6 stars); e-mails keep the domain
 * ("olena@gmail.com" → "o****@gmail.com"); long tokens with digits (IBAN, card) keep their last four ("****6789").
 */
export function maskPayer(payer: string): string {
  return payer
    .split(/(\s+)/)
    .map((word) => (/^\s*$/.test(word) ? word : maskWord(word)))
    .join('');
}

const stars = (n: number) => '*'.repeat(Math.max(1, Math.min(n, 6)));

function maskWord(word: string): string {
  const at = word.indexOf('@');
  if (at > 0) return `${word[0]}${stars(at - 1)}${word.slice(at)}`;
  if (/\d/.test(word) && word.length >= 8) return `****${word.slice(-4)}`;
  if (word.length <= 1) return word;
  return `${word[0]}${stars(word.length - 1)}`;
}
