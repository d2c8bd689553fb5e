export const calculatorKeys = {
  all: ['calculator'] as const,
  countries: (lang: string) => [...calculatorKeys.all, 'countries', lang] as const,
  states: (country: string, lang: string) => [...calculatorKeys.all, 'states', country, lang] as const,
  tariffs: () => [...calculatorKeys.all, 'tariffs'] as const,
  tariffHistory: (type: string, zone: string) => [...calculatorKeys.tariffs(), 'history', type, zone] as const,
};
