import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { BREAKPOINTS } from '../shared/lib/constants.ts';

const em = (px: number) => `${px / 16}em`;

export const theme = createTheme({
  // Shade 7 keeps white button text above the 4.5:1 contrast ratio.
  primaryColor: 'indigo',
  // A person who asks their system for less motion gets no sliding and fading (WCAG 2.3.3).
  respectReducedMotion: true,
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontWeight: '700',
    // Long Ukrainian and Russian titles must fit a phone without breaking every word.
    sizes: { h1: { fontSize: 'clamp(1.625rem, 1.25rem + 1.5vw, 2.125rem)', lineHeight: '1.25' } },
  },
  // The asterisk of required fields comes from global.css (see there why). Plain objects rather than
  // `TextInput.extend`, which would pull the inputs into the first chunk.
  components: {
    TextInput: { defaultProps: { withAsterisk: false } },
    PasswordInput: { defaultProps: { withAsterisk: false } },
    Select: { defaultProps: { withAsterisk: false } },
    // COPY.md §3: numbers are typed with a decimal comma or point; "1,2" is 1.2, never 12 (a comma the field dropped
    // once turned a 1.2 kg parcel into 12 kg at the receiving desk).
    NumberInput: { defaultProps: { withAsterisk: false, allowedDecimalSeparators: ['.', ','] } },
    Textarea: { defaultProps: { withAsterisk: false } },
    MultiSelect: { defaultProps: { withAsterisk: false } },
    TagsInput: { defaultProps: { withAsterisk: false } },
    // Long status names ("Очікує на ваше рішення", "At the Ukrainian warehouse") wrap inside a narrow table cell
    // instead of being cut to an ellipsis that hides what the status is.
    Badge: {
      styles: {
        root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
        label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.3 },
      },
    },
  },
  breakpoints: {
    xs: em(BREAKPOINTS.xs),
    sm: em(BREAKPOINTS.sm),
    md: em(BREAKPOINTS.md),
    lg: em(BREAKPOINTS.lg),
    xl: em(BREAKPOINTS.xl),
  },
});

/**
 * Mantine's default light-variant texts (badges, alerts), dimmed text and error text fall below the 4.5:1
 * contrast WCAG AA asks for small text; these shades pass it on white and on the light backgrounds.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // indigo.8 (#3b5bdb) on the light indigo background is 4.46:1; indigo.9 is 5.2:1. The primary colour has its
    // own variables (avatars, active menu items, light buttons) besides the palette's.
    '--mantine-color-indigo-light-color': 'var(--mantine-color-indigo-9)',
    '--mantine-primary-color-light-color': 'var(--mantine-color-indigo-9)',
    '--mantine-color-anchor': 'var(--mantine-color-indigo-9)',
    // teal.9 on the light teal background is 4.3:1; this darker teal is above 6:1.
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-8)',
    '--mantine-color-yellow-light-color': '#664d03',
    '--mantine-color-orange-light-color': '#8a3a07',
    // Shipment status badges (contract colours): green.9 on light green is 3.8:1, lime.9 3.3:1, cyan.9 4.1:1 —
    // these darker shades pass 5.5:1; grape.9 and violet.9 already pass.
    '--mantine-color-green-light-color': '#1e6b30',
    '--mantine-color-lime-light-color': '#3f660a',
    '--mantine-color-cyan-light-color': '#095c6b',
    '--mantine-color-grape-light-color': 'var(--mantine-color-grape-9)',
    '--mantine-color-violet-light-color': 'var(--mantine-color-violet-9)',
    // White on the default filled blue (blue.7) is 4.19:1, on red.7 3.84:1, on teal.7 about 3:1; and red.7 outline
    // text on white is 3.84:1. One shade or two darker passes 4.5:1 (status badges, destructive buttons).
    '--mantine-color-blue-filled': 'var(--mantine-color-blue-8)',
    '--mantine-color-red-filled': 'var(--mantine-color-red-9)',
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
    '--mantine-color-teal-filled': 'var(--mantine-color-teal-9)',
  },
  dark: {},
});
