import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { htmlLang } from '../../../shared/i18n/languages.ts';

/** "2.50" → "2.5" (en) or "2,5" (ua, ru): a rate as people write it. */
export const percentText = (percent: string) =>
  new Intl.NumberFormat(htmlLang(currentLanguage()), { maximumFractionDigits: 2 }).format(Number(percent));
