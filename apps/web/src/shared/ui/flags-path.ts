/** Where the country flag pictures are served from (apps/web/flag-icons.plugin.ts puts them there). */
export const FLAGS_PATH = '/assets/flags/';
