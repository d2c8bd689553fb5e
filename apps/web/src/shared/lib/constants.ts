/** Interface constants of spec §9, in one place. */
export const TOAST_AUTO_CLOSE_MS = 3500;
export const TOAST_POSITION = 'top-center' as const;

/** §9 breakpoints, in px. */
export const BREAKPOINTS = { xs: 480, sm: 599, md: 768, lg: 1023, xl: 1168 } as const;

export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_INPUT_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';

/** §9 throttles and delays. */
export const CUSTOMS_CODE_SEARCH_THROTTLE_MS = 1500;
export const LAZY_IMAGE_DEBOUNCE_MS = 777;
/** §8: a chunk that has not loaded after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** §9 dialog widths, in px. */
export const DIALOG_WIDTH = { alert: 490, confirm: 560, min: 420 } as const;
/** §9 default width of the badge selector, in px. */
export const BADGE_SELECT_WIDTH = 177;
/** §9 at most this many page numbers in the pagination control. */
export const PAGINATION_MAX_PAGES = 7;
/** §9 the week starts on Monday (dayjs / Mantine: 0 = Sunday, 1 = Monday). */
export const FIRST_DAY_OF_WEEK = 1;
