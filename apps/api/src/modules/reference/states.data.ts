import type { Language } from '@cabinet/contracts/common';

/** A first-level subdivision of a country: its postal/ISO code and its name in each interface language. */
export type Region = { value: string } & Record<Language, string>;

/**
 * US: the 50 states, DC and the inhabited territories, by USPS code — what US carriers and marketplaces expect.
 * Russian follows the established Russian spellings (Виргиния, Делавэр), Ukrainian the Ukrainian ones.
 */
const US: readonly Region[] = [
  { value: 'AL', en: 'Alabama', ua: 'Алабама', ru: 'Алабама' },
  { value: 'AK', en: 'Alaska', ua: 'Аляска', ru: 'Аляска' },
  { value: 'AZ', en: 'Arizona', ua: 'Аризона', ru: 'Аризона' },
  { value: 'AR', en: 'Arkansas', ua: 'Арканзас', ru: 'Арканзас' },
  { value: 'CA', en: 'California', ua: 'Каліфорнія', ru: 'Калифорния' },
  { value: 'CO', en: 'Colorado', ua: 'Колорадо', ru: 'Колорадо' },
  { value: 'CT', en: 'Connecticut', ua: 'Коннектикут', ru: 'Коннектикут' },
  { value: 'DE', en: 'Delaware', ua: 'Делавер', ru: 'Делавэр' },
  { value: 'DC', en: 'District of Columbia', ua: 'Округ Колумбія', ru: 'Округ Колумбия' },
  { value: 'FL', en: 'Florida', ua: 'Флорида', ru: 'Флорида' },
  { value: 'GA', en: 'Georgia', ua: 'Джорджія', ru: 'Джорджия' },
  { value: 'HI', en: 'Hawaii', ua: 'Гаваї', ru: 'Гавайи' },
  { value: 'ID', en: 'Idaho', ua: 'Айдахо', ru: 'Айдахо' },
  { value: 'IL', en: 'Illinois', ua: 'Іллінойс', ru: 'Иллинойс' },
  { value: 'IN', en: 'Indiana', ua: 'Індіана', ru: 'Индиана' },
  { value: 'IA', en: 'Iowa', ua: 'Айова', ru: 'Айова' },
  { value: 'KS', en: 'Kansas', ua: 'Канзас', ru: 'Канзас' },
  { value: 'KY', en: 'Kentucky', ua: 'Кентуккі', ru: 'Кентукки' },
  { value: 'LA', en: 'Louisiana', ua: 'Луїзіана', ru: 'Луизиана' },
  { value: 'ME', en: 'Maine', ua: 'Мен', ru: 'Мэн' },
  { value: 'MD', en: 'Maryland', ua: 'Меріленд', ru: 'Мэриленд' },
  { value: 'MA', en: 'Massachusetts', ua: 'Массачусетс', ru: 'Массачусетс' },
  { value: 'MI', en: 'Michigan', ua: 'Мічиган', ru: 'Мичиган' },
  { value: 'MN', en: 'Minnesota', ua: 'Міннесота', ru: 'Миннесота' },
  { value: 'MS', en: 'Mississippi', ua: 'Міссісіпі', ru: 'Миссисипи' },
  { value: 'MO', en: 'Missouri', ua: 'Міссурі', ru: 'Миссури' },
  { value: 'MT', en: 'Montana', ua: 'Монтана', ru: 'Монтана' },
  { value: 'NE', en: 'Nebraska', ua: 'Небраска', ru: 'Небраска' },
  { value: 'NV', en: 'Nevada', ua: 'Невада', ru: 'Невада' },
  { value: 'NH', en: 'New Hampshire', ua: 'Нью-Гемпшир', ru: 'Нью-Гэмпшир' },
  { value: 'NJ', en: 'New Jersey', ua: 'Нью-Джерсі', ru: 'Нью-Джерси' },
  { value: 'NM', en: 'New Mexico', ua: 'Нью-Мексико', ru: 'Нью-Мексико' },
  { value: 'NY', en: 'New York', ua: 'Нью-Йорк', ru: 'Нью-Йорк' },
  { value: 'NC', en: 'North Carolina', ua: 'Північна Кароліна', ru: 'Северная Каролина' },
  { value: 'ND', en: 'North Dakota', ua: 'Північна Дакота', ru: 'Северная Дакота' },
  { value: 'OH', en: 'Ohio', ua: 'Огайо', ru: 'Огайо' },
  { value: 'OK', en: 'Oklahoma', ua: 'Оклахома', ru: 'Оклахома' },
  { value: 'OR', en: 'Oregon', ua: 'Орегон', ru: 'Орегон' },
  { value: 'PA', en: 'Pennsylvania', ua: 'Пенсільванія', ru: 'Пенсильвания' },
  { value: 'RI', en: 'Rhode Island', ua: 'Род-Айленд', ru: 'Род-Айленд' },
  { value: 'SC', en: 'South Carolina', ua: 'Південна Кароліна', ru: 'Южная Каролина' },
  { value: 'SD', en: 'South Dakota', ua: 'Південна Дакота', ru: 'Южная Дакота' },
  { value: 'TN', en: 'Tennessee', ua: 'Теннессі', ru: 'Теннесси' },
  { value: 'TX', en: 'Texas', ua: 'Техас', ru: 'Техас' },
  { value: 'UT', en: 'Utah', ua: 'Юта', ru: 'Юта' },
  { value: 'VT', en: 'Vermont', ua: 'Вермонт', ru: 'Вермонт' },
  { value: 'VA', en: 'Virginia', ua: 'Вірджинія', ru: 'Виргиния' },
  { value: 'WA', en: 'Washington', ua: 'Вашингтон', ru: 'Вашингтон' },
  { value: 'WV', en: 'West Virginia', ua: 'Західна Вірджинія', ru: 'Западная Виргиния' },
  { value: 'WI', en: 'Wisconsin', ua: 'Вісконсин', ru: 'Висконсин' },
  { value: 'WY', en: 'Wyoming', ua: 'Вайомінг', ru: 'Вайоминг' },
  { value: 'AS', en: 'American Samoa', ua: 'Американське Самоа', ru: 'Американское Самоа' },
  { value: 'GU', en: 'Guam', ua: 'Гуам', ru: 'Гуам' },
  { value: 'MP', en: 'Northern Mariana Islands', ua: 'Північні Маріанські Острови', ru: 'Северные Марианские острова' },
  { value: 'PR', en: 'Puerto Rico', ua: 'Пуерто-Рико', ru: 'Пуэрто-Рико' },
  { value: 'VI', en: 'U.S. Virgin Islands', ua: 'Віргінські Острови (США)', ru: 'Виргинские Острова (США)' },
];

/**
 * Ukraine: the 24 oblasts, the Autonomous Republic of Crimea and the two cities with special status, by
 * ISO 3166-2:UA code, under their current official names (Constitution of Ukraine, art. 133).
 */
const UA: readonly Region[] = [
  { value: 'UA-05', en: 'Vinnytsia Oblast', ua: 'Вінницька область', ru: 'Винницкая область' },
  { value: 'UA-07', en: 'Volyn Oblast', ua: 'Волинська область', ru: 'Волынская область' },
  { value: 'UA-09', en: 'Luhansk Oblast', ua: 'Луганська область', ru: 'Луганская область' },
  { value: 'UA-12', en: 'Dnipropetrovsk Oblast', ua: 'Дніпропетровська область', ru: 'Днепропетровская область' },
  { value: 'UA-14', en: 'Donetsk Oblast', ua: 'Донецька область', ru: 'Донецкая область' },
  { value: 'UA-18', en: 'Zhytomyr Oblast', ua: 'Житомирська область', ru: 'Житомирская область' },
  { value: 'UA-21', en: 'Zakarpattia Oblast', ua: 'Закарпатська область', ru: 'Закарпатская область' },
  { value: 'UA-23', en: 'Zaporizhzhia Oblast', ua: 'Запорізька область', ru: 'Запорожская область' },
  { value: 'UA-26', en: 'Ivano-Frankivsk Oblast', ua: 'Івано-Франківська область', ru: 'Ивано-Франковская область' },
  { value: 'UA-30', en: 'Kyiv', ua: 'Київ', ru: 'Киев' },
  { value: 'UA-32', en: 'Kyiv Oblast', ua: 'Київська область', ru: 'Киевская область' },
  { value: 'UA-35', en: 'Kirovohrad Oblast', ua: 'Кіровоградська область', ru: 'Кировоградская область' },
  { value: 'UA-40', en: 'Sevastopol', ua: 'Севастополь', ru: 'Севастополь' },
  {
    value: 'UA-43',
    en: 'Autonomous Republic of Crimea',
    ua: 'Автономна Республіка Крим',
    ru: 'Автономная Республика Крым',
  },
  { value: 'UA-46', en: 'Lviv Oblast', ua: 'Львівська область', ru: 'Львовская область' },
  { value: 'UA-48', en: 'Mykolaiv Oblast', ua: 'Миколаївська область', ru: 'Николаевская область' },
  { value: 'UA-51', en: 'Odesa Oblast', ua: 'Одеська область', ru: 'Одесская область' },
  { value: 'UA-53', en: 'Poltava Oblast', ua: 'Полтавська область', ru: 'Полтавская область' },
  { value: 'UA-56', en: 'Rivne Oblast', ua: 'Рівненська область', ru: 'Ровненская область' },
  { value: 'UA-59', en: 'Sumy Oblast', ua: 'Сумська область', ru: 'Сумская область' },
  { value: 'UA-61', en: 'Ternopil Oblast', ua: 'Тернопільська область', ru: 'Тернопольская область' },
  { value: 'UA-63', en: 'Kharkiv Oblast', ua: 'Харківська область', ru: 'Харьковская область' },
  { value: 'UA-65', en: 'Kherson Oblast', ua: 'Херсонська область', ru: 'Херсонская область' },
  { value: 'UA-68', en: 'Khmelnytskyi Oblast', ua: 'Хмельницька область', ru: 'Хмельницкая область' },
  { value: 'UA-71', en: 'Cherkasy Oblast', ua: 'Черкаська область', ru: 'Черкасская область' },
  { value: 'UA-74', en: 'Chernihiv Oblast', ua: 'Чернігівська область', ru: 'Черниговская область' },
  { value: 'UA-77', en: 'Chernivtsi Oblast', ua: 'Чернівецька область', ru: 'Черновицкая область' },
];

/** Countries whose addresses need a state or region; every other country has none (an empty list). */
export const STATES: Readonly<Record<string, readonly Region[]>> = { US, UA };
