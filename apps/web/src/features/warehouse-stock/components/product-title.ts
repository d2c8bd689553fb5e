/** The product's name in the interface language: Ukrainian in `ua`, else English (products have no Russian name). */
export const productTitle = (p: { title_uk: string; title_en: string }, language: string) =>
  language === 'ua' ? p.title_uk : p.title_en;
