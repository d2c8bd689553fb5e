import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, detectLanguage, fromBrowserTag, htmlLang } from './languages.ts';

describe('detectLanguage', () => {
  it('uses the stored language first', () => {
    expect(detectLanguage('en', ['ru-RU', 'uk-UA'])).toBe('en');
    expect(detectLanguage('ru', [])).toBe('ru');
  });

  it('ignores a stored value that is not a language of ours', () => {
    expect(detectLanguage('de', ['ru-RU'])).toBe('ru');
  });

  it('then the first usable browser language, with uk meaning ua', () => {
    expect(detectLanguage(null, ['uk-UA', 'en-US'])).toBe('ua');
    expect(detectLanguage(null, ['de-DE', 'ru', 'uk'])).toBe('ru');
    expect(detectLanguage(null, ['fr', 'en-GB'])).toBe('en');
  });

  it('then the default, Ukrainian', () => {
    expect(detectLanguage(null, ['de-DE', 'pl'])).toBe('ua');
    expect(detectLanguage(null, [])).toBe(DEFAULT_LANGUAGE);
  });

  it('has Ukrainian as the default and Russian as the fallback (§9)', () => {
    expect(DEFAULT_LANGUAGE).toBe('ua');
    expect(FALLBACK_LANGUAGE).toBe('ru');
  });
});

describe('language tags', () => {
  it('maps browser tags to ours and ours to BCP 47', () => {
    expect(fromBrowserTag('uk-UA')).toBe('ua');
    expect(fromBrowserTag('RU_ru')).toBe('ru');
    expect(fromBrowserTag('be')).toBeNull();
    expect(htmlLang('ua')).toBe('uk');
    expect(htmlLang('en')).toBe('en');
  });
});
