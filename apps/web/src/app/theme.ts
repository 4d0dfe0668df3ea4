import {
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

// Shades from 6 up carry white text (filled buttons, badges) or sit as text on light tints
// (light variants use shade 9 on shade 1): every one of them is tuned to ≥ 4.5:1 (WCAG 1.4.3).
const agro: MantineColorsTuple = [
  '#eef7ec',
  '#dcefd7',
  '#b7ddac',
  '#8fca7e',
  '#6eba58',
  '#58b03f',
  '#3a8424',
  '#34802a',
  '#2f7d32',
  '#1c6116',
];

const darkerTop = (base: MantineColorsTuple, eight: string, nine: string): MantineColorsTuple =>
  [...base.slice(0, 8), eight, nine] as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'agro',
  colors: {
    agro,
    // Mantine's own shade 8/9 of these give 2.5–3.8:1 as white-on-filled or as light-variant text.
    green: darkerTop(DEFAULT_THEME.colors.green, '#2b7a3b', '#1f6b30'),
    red: darkerTop(DEFAULT_THEME.colors.red, '#c92a2a', '#b02525'),
    orange: darkerTop(DEFAULT_THEME.colors.orange, '#c2410c', '#a8380a'),
    yellow: darkerTop(DEFAULT_THEME.colors.yellow, '#f08c00', '#8a5a00'),
    teal: darkerTop(DEFAULT_THEME.colors.teal, '#099268', '#066649'),
  },
  primaryShade: 8,
  // Filled yellow (and any light filled colour) gets dark text instead of white.
  autoContrast: true,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  defaultRadius: 'md',
  components: {
    // One visual casing for every action (issue 28): buttons and tabs read in capitals, as the spec writes
    // MODIFICAR or GUARDAR, whatever case the source text has. The text itself stays in sentence case, so
    // screen readers say words instead of spelling letters.
    Button: { styles: { label: { textTransform: 'uppercase', letterSpacing: '0.02em' } } },
    Tabs: { styles: { tabLabel: { textTransform: 'uppercase', letterSpacing: '0.02em' } } },
    // Toasts' close buttons are icon-only: give them a name (WCAG 4.1.2).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar notificación' } } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Cerrar' } } },
    // Icon-only previous/next/first/last controls get a name (WCAG 4.1.2).
    Pagination: {
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': {
            first: 'Primera página',
            previous: 'Página anterior',
            next: 'Página siguiente',
            last: 'Última página',
          }[control],
        }),
      },
    },
  },
});

/** Mantine's dimmed grey (gray.6, 3.1:1 on our page background) and error red are too light for text. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': '#6b7177',
  },
  dark: {},
});
