import countryNames from 'i18n-iso-countries/index.js';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import ru from 'i18n-iso-countries/langs/ru.json' with { type: 'json' };
import uk from 'i18n-iso-countries/langs/uk.json' with { type: 'json' };
import type { Language, Option } from '@cabinet/contracts/common';
import type { Countries, States } from '@cabinet/contracts/reference';
import { notFound } from '../../platform/errors.ts';
import { STATES } from './states.data.ts';

// Only the three interface languages, not the package's ~80 (its default entry point loads them all).
for (const locale of [en, ru, uk]) countryNames.registerLocale(locale);

/** The package names Ukrainian by its ISO 639-1 code `uk`; we call it `ua`. */
const LOCALE: Record<Language, string> = { ua: 'uk', ru: 'ru', en: 'en' };

/** Where the package's name reads badly in a drop-down ("Moldova, Republic of", "КНР (…)"). */
const RENAMED: Record<Language, Record<string, string>> = {
  ua: { TW: 'Тайвань' },
  ru: { CN: 'Китай', KP: 'КНДР', RU: 'Россия' },
  en: {
    US: 'United States',
    RU: 'Russia',
    MD: 'Moldova',
    TW: 'Taiwan',
    FM: 'Micronesia',
    VA: 'Vatican City',
    VG: 'British Virgin Islands',
    VI: 'U.S. Virgin Islands',
    FK: 'Falkland Islands',
  },
};

/**
 * We do not ship to the aggressor states. They stay in the general country list, which also serves
 * addresses and documents (a buyer's citizenship, a sender's history), but not in the shipping one.
 */
export const NO_SHIPPING_TO: ReadonlySet<string> = new Set(['RU', 'BY']);

const collators: Record<Language, Intl.Collator> = {
  ua: new Intl.Collator('uk'),
  ru: new Intl.Collator('ru'),
  en: new Intl.Collator('en'),
};

const byLabel = (lang: Language) => (a: Option, b: Option) => collators[lang].compare(a.label, b.label);

/** Each list is built on first use and kept for the life of the process: the data never changes at run time. */
function memo<K, V>(build: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, build(key));
    return cache.get(key)!;
  };
}

const allCountries = memo((lang: Language): Option[] =>
  Object.entries(countryNames.getNames(LOCALE[lang], { select: 'official' }))
    .map(([value, label]) => ({ value, label: RENAMED[lang][value] ?? label }))
    .sort(byLabel(lang)),
);

const shippingCountries = memo((lang: Language): Option[] =>
  allCountries(lang).filter((c) => !NO_SHIPPING_TO.has(c.value)),
);

const regions = memo((key: `${string}:${Language}`): Option[] => {
  const [country, lang] = key.split(':') as [string, Language];
  return (STATES[country] ?? []).map((r) => ({ value: r.value, label: r[lang] })).sort(byLabel(lang));
});

/** `info/countries/`: every ISO 3166-1 country, sorted by its name in `lang`. */
export function listCountries(lang: Language): Countries {
  return { countries: allCountries(lang) };
}

/** `shipping/get_countries`: the countries we ship to. */
export function listShippingCountries(lang: Language): Countries {
  return { countries: shippingCountries(lang) };
}

/** A country's states or regions; a country without a list has none, a code that is no country is unknown. */
export function listStates(code: string, lang: Language): States {
  const country = code.toUpperCase();
  if (!countryNames.isValid(country)) throw notFound('unknown_country');
  return { country, states: regions(`${country}:${lang}`) };
}
