import type { CatalogueLoader } from '../shared/i18n/i18n.ts';
import { COMMON_NS } from '../shared/i18n/i18n.ts';

type Catalogue = { default: Record<string, unknown> };

// Each JSON file becomes its own small chunk: a page loads only its language and its namespace.
const shared = import.meta.glob<Catalogue>('../shared/i18n/locales/*.json');
const features = import.meta.glob<Catalogue>('../features/*/locales/*.json');

/** `common` is shared/i18n; any other namespace is the feature folder of that name. */
export const loadCatalogue: CatalogueLoader = async (language, namespace) => {
  const load =
    namespace === COMMON_NS
      ? shared[`../shared/i18n/locales/${language}.json`]
      : features[`../features/${namespace}/locales/${language}.json`];
  if (!load) throw new Error(`No catalogue "${namespace}" for "${language}"`);
  return (await load()).default;
};
