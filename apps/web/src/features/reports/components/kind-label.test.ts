import { describe, expect, it } from 'vitest';
import { journalKinds } from '@cabinet/contracts/money';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import ua from '../locales/ua.json' with { type: 'json' };

describe('operation kinds', () => {
  it('are worded in every language, so that payments and reports never show a raw kind', () => {
    for (const [language, catalogue] of Object.entries({ en, ru, ua })) {
      const missing = journalKinds.filter((kind) => !(kind in catalogue.kinds));
      expect(missing, language).toEqual([]);
    }
  });
});
