import { describe, expect, it } from 'vitest';
import { hasCyrillic, transliterate } from './transliteration.ts';

describe('transliterate (KMU resolution No. 55 of 27.01.2010)', () => {
  // The resolution's own examples, one or more per letter.
  const examples: [string, string][] = [
    ['Алушта', 'Alushta'],
    ['Андрій', 'Andrii'],
    ['Борщагівка', 'Borshchahivka'],
    ['Вінниця', 'Vinnytsia'],
    ['Гадяч', 'Hadiach'],
    ['Богдан', 'Bohdan'],
    ['Згурський', 'Zghurskyi'],
    ['Ґалаґан', 'Galagan'],
    ['Дон', 'Don'],
    ['Рівне', 'Rivne'],
    ['Єнакієве', 'Yenakiieve'],
    ['Наєнко', 'Naienko'],
    ['Житомир', 'Zhytomyr'],
    ['Закарпаття', 'Zakarpattia'],
    ['Медвин', 'Medvyn'],
    ['Іршава', 'Irshava'],
    ['Їжакевич', 'Yizhakevych'],
    ['Кадиївка', 'Kadyivka'],
    ['Йосипівка', 'Yosypivka'],
    ['Стрий', 'Stryi'],
    ['Олексій', 'Oleksii'],
    ['Київ', 'Kyiv'],
    ['Лебедин', 'Lebedyn'],
    ['Миколаїв', 'Mykolaiv'],
    ['Ніжин', 'Nizhyn'],
    ['Одеса', 'Odesa'],
    ['Полтава', 'Poltava'],
    ['Ромни', 'Romny'],
    ['Суми', 'Sumy'],
    ['Тетерів', 'Teteriv'],
    ['Ужгород', 'Uzhhorod'],
    ['Фастів', 'Fastiv'],
    ['Харків', 'Kharkiv'],
    ['Біла Церква', 'Bila Tserkva'],
    ['Чернівці', 'Chernivtsi'],
    ['Шостка', 'Shostka'],
    ['Гоща', 'Hoshcha'],
    ['Русь', 'Rus'],
    ['Юрій', 'Yurii'],
    ['Крюківка', 'Kriukivka'],
    ['Яготин', 'Yahotyn'],
    ['Ічня', 'Ichnia'],
    ["Знам'янка", 'Znamianka'],
    ['Згорани', 'Zghorany'],
    ['Розгон', 'Rozghon'],
  ];
  it.each(examples)('%s → %s', (ukrainian, latin) => expect(transliterate(ukrainian)).toBe(latin));

  it('writes the iotated letters as at a word start after a space, a hyphen or a digit', () => {
    expect(transliterate('вул. Юності, 5-Я')).toBe('vul. Yunosti, 5-Ya');
  });

  it('keeps capitals: a word in capitals stays in capitals', () => {
    expect(transliterate('ЩУКА Щука щука')).toBe('SHCHUKA Shchuka shchuka');
  });

  it('leaves Latin, digits and punctuation as they are, and drops the typographic apostrophe inside a word', () => {
    expect(transliterate('Kyiv 01001, вул. Хрещатик 22, кв. 5')).toBe('Kyiv 01001, vul. Khreshchatyk 22, kv. 5');
    expect(transliterate('Мар’яна')).toBe('Mariana');
    expect(transliterate("O'Brien")).toBe("O'Brien");
  });

  it('reads the Russian letters Ukrainian lacks', () => {
    expect(transliterate('Сыктывкар, Эдуард, Ёлка, подъезд')).toBe('Syktyvkar, Eduard, Yolka, podezd');
  });

  it('tells text that still holds Cyrillic', () => {
    expect(hasCyrillic('Kyiv')).toBe(false);
    expect(hasCyrillic('Kyїv')).toBe(true);
    expect(hasCyrillic(transliterate('Київ, Ґалаґан, ЩУКА'))).toBe(false);
  });
});
