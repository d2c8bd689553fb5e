/*
 * Ukrainian → Latin by the national standard (Resolution of the Cabinet of Ministers of Ukraine No. 55 of 27.01.2010),
 * which Ukrposhta's international API expects: it refuses Cyrillic in names and addresses (issue 15). Written once
 * here for the form's "Transliterate" action and the API alike.
 *
 * The table's own rules: є, ї, й, ю, я are ye, yi, y, yu, ya at the start of a word and ie, i, i, iu, ia elsewhere;
 * "зг" is "zgh" (Zghorany, to tell it from "жг"); the soft sign and the apostrophe are not written. Russian letters
 * that Ukrainian lacks (ы, э, ё, ъ) are given their nearest readings, since sellers type Russian too.
 */

const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'h',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ie',
  ж: 'zh',
  з: 'z',
  и: 'y',
  і: 'i',
  ї: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ь: '',
  ю: 'iu',
  я: 'ia',
  ы: 'y',
  э: 'e',
  ё: 'io',
  ъ: '',
};

/** How the iotated letters read at the start of a word. */
const WORD_START: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya', ё: 'yo' };

const APOSTROPHES = new Set(["'", '’', 'ʼ', '`']);
const isLetter = (ch: string | undefined) => ch !== undefined && /\p{L}/u.test(ch);
const isUpper = (ch: string) => ch !== ch.toLowerCase() && ch === ch.toUpperCase();

/** Whether the text holds a Cyrillic letter (what Ukrposhta's international fields refuse). */
export const hasCyrillic = (text: string): boolean => /\p{Script=Cyrillic}/u.test(text);

/** The text with every Cyrillic letter written in Latin by the national standard; anything else is kept as it is. */
export function transliterate(text: string): string {
  const chars = [...text];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const lower = ch.toLowerCase();
    const prev = chars[i - 1];
    if (APOSTROPHES.has(ch) && isLetter(prev) && isLetter(chars[i + 1]) && hasCyrillic(prev + chars[i + 1]!)) continue;
    if (!(lower in LETTERS)) {
      out += ch;
      continue;
    }
    // The start of a word: no letter before it (an apostrophe inside a word does not start one).
    let before = i - 1;
    while (before >= 0 && APOSTROPHES.has(chars[before]!)) before--;
    const atWordStart = !isLetter(chars[before]);
    let latin = atWordStart && WORD_START[lower] ? WORD_START[lower] : LETTERS[lower]!;
    if (lower === 'г' && prev?.toLowerCase() === 'з') latin = 'gh';
    if (!isUpper(ch) || latin === '') {
      out += latin;
      continue;
    }
    // A capital: the whole reading in capitals inside a word written in capitals, else only its first letter.
    const next = chars[i + 1];
    const shouting = (isLetter(next) && isUpper(next!)) || (isLetter(prev) && isUpper(prev!));
    out += shouting ? latin.toUpperCase() : latin[0]!.toUpperCase() + latin.slice(1);
  }
  return out;
}
