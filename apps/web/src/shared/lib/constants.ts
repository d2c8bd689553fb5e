/** Interface constants of spec §9, in one place. */
export const TOAST_AUTO_CLOSE_MS = 3500;
export const TOAST_POSITION = 'top-center' as const;

/** §9 breakpoints, in px. */
export const BREAKPOINTS = { xs: 480, sm: 599, md: 768, lg: 1023, xl: 1168 } as const;

export const DATE_FORMAT = 'DD.MM.YYYY';
export const DATE_INPUT_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm';
